import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entitiesIn, entityById, readEvents } from '../collect-events.js';
import { euFsfFormat } from './index.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/scripts-and-old-codes.xml', import.meta.url));

describe('eu-fsf reader: names in two scripts, and old country codes', () => {
  it('names a subject by a Latin strong name where the first strong name is Cyrillic', async () => {
    const entities = entitiesIn(await readEvents(euFsfFormat, [FIXTURE]));
    const person = entityById(entities, 'eu-fsf-990001');
    expect(person.properties.name).toEqual(['Sergey Valeryevich Aksyonov']);
    expect(person.properties.alias).toContain('Сергей Валерьевич Аксёнов');
    const bank = entityById(entities, 'eu-fsf-990003');
    expect(bank.properties.name).toEqual(['Joint Stock Company Bank Rossiya']);
    expect(bank.properties.alias).toContain('АО АБ РОССИЯ');
  });

  it('reads the code CS of Serbia and Montenegro as FollowTheMoney’s csxx', async () => {
    const entities = entitiesIn(await readEvents(euFsfFormat, [FIXTURE]));
    const address = entities.find(
      (e) => e.schema === 'Address' && e.properties.city?.includes('Belgrade'),
    );
    expect(address?.properties.country).toEqual(['csxx']);
    expect(entityById(entities, 'eu-fsf-990003').properties.country).toContain('csxx');
  });
});
