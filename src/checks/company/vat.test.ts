import { describe, expect, it } from 'vitest';
import type { CompanyCheckRequest } from '../../contract/company-check.js';
import { registryWithoutReferenceData } from '../../registry/registry.js';
import { createScreeningService } from '../../screening/default-service.js';
import type { ViesAnswer, ViesClient } from '../../upstream/vies/index.js';
import type { CompanyCheckContext } from './context.js';
import { companyVatValidation } from './vat.js';

/** A VIES stand-in that answers as told and records what it was asked. */
function viesAnswering(answer: ViesAnswer): ViesClient & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    check(country, number) {
      asked.push(`${country}:${number}`);
      return Promise.resolve(answer);
    },
  };
}

function context(vatNumber: string, vies?: ViesClient): CompanyCheckContext {
  return {
    request: { type: 'basic', vat_number: vatNumber } satisfies CompanyCheckRequest,
    today: '2026-11-27',
    organisation: { id: 'o', name: 'O', customSections: {}, createdAt: '2026-01-01T00:00:00.000Z' },
    registry: registryWithoutReferenceData,
    screening: createScreeningService(),
    ...(vies && { vies }),
    lookups: {},
    upstream: [],
    shared: new Map(),
  };
}

// A Dutch btw number with a valid 11-test (RSIN 123456782).
const NL_VALID = 'NL123456782B01';

describe('vat_validation', () => {
  it('is Invalid without asking VIES when the check digit fails', async () => {
    const vies = viesAnswering({ status: 'valid', cached: false, ms: 1 });
    const part = await companyVatValidation.compute(context('NL123456789B01', vies));
    expect(part?.vat_validation?.result).toBe('Invalid');
    expect(part?.vat_validation?.result_description).toBe(
      'The VAT number fails its format or check digits: the check digit does not match',
    );
    expect(vies.asked).toEqual([]);
  });

  it('is Unverified when VIES is not enabled', async () => {
    const part = await companyVatValidation.compute(context(NL_VALID));
    expect(part?.vat_validation).toMatchObject({ result: 'Unverified', vat_number: NL_VALID });
    expect(part?.vat_validation?.result_description).toMatch(/not enabled/);
  });

  it('is Valid with the name and address VIES gives, and notes the call', async () => {
    const vies = viesAnswering({
      status: 'valid',
      name: 'FICTITIOUS TRADING B.V.',
      address: 'KERKSTRAAT 1\n1011AB AMSTERDAM',
      cached: false,
      ms: 12,
    });
    const ctx = context('nl 1234.56.782.b01', vies);
    const part = await companyVatValidation.compute(ctx);
    expect(vies.asked).toEqual(['NL:123456782B01']);
    expect(part?.vat_validation).toEqual({
      result: 'Valid',
      result_description: 'VIES confirms the VAT number is valid',
      vat_number: NL_VALID,
      company: 'FICTITIOUS TRADING B.V.',
      address: { address_line_1: 'KERKSTRAAT 1', address_line_2: '1011AB AMSTERDAM' },
    });
    expect(ctx.upstream).toEqual([{ service: 'vies', outcome: 'valid', ms: 12 }]);
  });

  it('is Invalid when VIES says so, and Unverified (never Invalid) when VIES is unavailable', async () => {
    const invalid = await companyVatValidation.compute(
      context(NL_VALID, viesAnswering({ status: 'invalid', cached: true, ms: 0 })),
    );
    expect(invalid?.vat_validation?.result).toBe('Invalid');
    for (const error of ['MS_UNAVAILABLE', 'TIMEOUT', 'MS_MAX_CONCURRENT_REQ', 'CIRCUIT_OPEN']) {
      const ctx = context(
        NL_VALID,
        viesAnswering({ status: 'unavailable', error, cached: false, ms: 5 }),
      );
      const part = await companyVatValidation.compute(ctx);
      expect(part?.vat_validation?.result).toBe('Unverified');
      expect(part?.vat_validation?.result_description).toContain(error);
      expect(ctx.upstream[0]?.outcome).toBe(error);
    }
  });

  it('leaves GB numbers Unverified as historic, and gives nothing without a number', async () => {
    const part = await companyVatValidation.compute(context('GB980780684'));
    expect(part?.vat_validation?.result).toBe('Unverified');
    expect(part?.vat_validation?.result_description).toMatch(/GB/);
    expect(await companyVatValidation.compute(context(''))).toBeUndefined();
  });
});
