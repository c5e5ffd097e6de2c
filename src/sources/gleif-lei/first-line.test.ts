import { describe, expect, it } from 'vitest';
import { streetAndNumberOf } from './first-line.js';

describe('streetAndNumberOf', () => {
  it.each([
    ['Keizersgracht 1', 'Keizersgracht', '1'],
    ['Keizersgracht 1-A', 'Keizersgracht', '1-A'],
    ['Keizersgracht 12a', 'Keizersgracht', '12a'],
    ['Keizersgracht 12 A', 'Keizersgracht', '12 A'],
    ['Keizersgracht 12A-3', 'Keizersgracht', '12A-3'],
    ['Keizersgracht  12  hs ', 'Keizersgracht', '12 hs'],
    ['2e Hugo de Grootstraat 10', '2e Hugo de Grootstraat', '10'],
    ["Rue de l'Église 4", "Rue de l'Église", '4'],
    ['Industriestraße 7', 'Industriestraße', '7'],
    ['1 Rue de la Paix', 'Rue de la Paix', '1'],
    ['221B Baker Street', 'Baker Street', '221B'],
    ['12 bis Rue Haute', 'Rue Haute', '12 bis'],
    ['1209 Orange Street', 'Orange Street', '1209'],
    ['Kerkstraat 10-2', 'Kerkstraat', '10-2'],
    ['Route de Genève 12', 'Route de Genève', '12'],
    ['Rue Ste Catherine 5', 'Rue Ste Catherine', '5'],
    ['Pl. Vendôme 12', 'Pl. Vendôme', '12'],
  ])('reads %j as street %j, number %j', (line, street, number) => {
    expect(streetAndNumberOf(line)).toEqual({ street, number });
  });

  it.each([
    'Keizersgracht',
    'Postbus 123',
    'P.O. Box 55',
    'PO Box 55',
    'Postfach 1234',
    'BP 7',
    'Suite 200',
    'Gebouw 3',
    'Hauptstraße Nr. 5',
    '100 Main Street Suite 200',
    'Plein 1940 12',
    'Keizersgracht 1, 2nd floor',
    '12-14 Rue Haute',
    '1st Floor',
    'A 12',
    '3 Etage',
    'Case postale 12',
    'Boîte postale 12',
    'Casella postale 12',
    'Apartado de correos 5',
    'Apdo. Postal 12',
    'Skrytka pocztowa 12',
    'PL 123',
    'Piso 3',
    'Bâtiment 3',
    'Immeuble 5',
    'Tower 2',
    'Lot 12',
    'Route 66',
    'Highway 1',
    // A range is no house number.
    'Avenue des Champs-Élysées 101-103',
    'Bahnhofstr. 1-3',
    'Keizersgracht 12-14',
  ])('keeps %j as the street', (line) => {
    expect(streetAndNumberOf(line)).toBeUndefined();
  });
});
