import type { PersonCheckRequest } from '../../contract/person-check.js';
import { parseOrUndefined, parsePostcode, personKey } from '../../entities/records.js';
import { dutchPostcode, isDutchCountry } from '../../registry/address-input.js';
import { PERSON_KEYS_READ, type CheckSubject } from '../../store/store.js';
import { sha256Hex } from '../canonical-json.js';
import { once, type PersonCheckContext } from './context.js';
import { givenDutchAddress, readGivenAddress } from './given-address.js';
import { familyNameOf, familyNameReadBefore, ijAsY, prefixRunIn } from './person-names.js';

/**
 * The keys by which a person check joins the organisation's check history. The person key is a
 * digest of family name and date of birth, so the history holds no names; without a date of
 * birth there is no person key (a family name alone is shared by too many people). The birth
 * key, a digest of the date of birth alone, lets a check with a corrected family name count as
 * the same person at the address.
 */
export function checkSubjectOf(request: PersonCheckRequest): CheckSubject {
  const subject: CheckSubject = {};
  const address = request.address;
  if (address && isDutchCountry(address.country)) {
    // Read as address search reads it ("1012-ab", "NL-1012 AB"), then as the data keys it.
    const postcode = parseOrUndefined(parsePostcode, dutchPostcode(address.zip_code ?? '') ?? '');
    if (postcode) subject.postcode = postcode;
    const given = readGivenAddress(address);
    if (given) subject.addressKey = given.key;
  }
  // The family name without its prefix, however it was written ("van der Berg", "Berg, van
  // der", the prefix in its own field), as person_match reads it; a name run into its prefix
  // ("Vanderberg") is keyed whole, since where its prefix ends cannot be told for sure.
  const family = familyNameOf(request.person?.last_name_prefix, request.person?.last_name);
  const born = request.person?.date_of_birth?.trim().slice(0, 10);
  if (family.core && born && /^\d{4}-\d{2}-\d{2}$/.test(born)) {
    const key = personKeyOf(family.core, born);
    // A family name of only punctuation folds to nothing: no key.
    if (key) {
      subject.personKey = key;
      subject.birthKey = sha256Hex(`born|${born}`).slice(0, 32);
      // A prefix given apart is also run in, read and kept so: "de Ruiter" meets "Deruiter"
      // under deruiter, both ways. A name written as one word is not taken apart: "Delaney"
      // read as laney and ney counted every Laney and Ney born that day, whose names have
      // no prefix to tell them from a de Laney. First the key the reading before Romance
      // particles made ("De Los Santos": los santos; "Santos, dos" whole): checks kept under
      // it still count.
      const before = familyNameReadBefore(
        request.person?.last_name_prefix,
        request.person?.last_name,
      );
      const keysOf = (names: readonly string[]): string[] => [
        ...new Set(
          names
            .map((name) => personKeyOf(name, born))
            .filter((other): other is string => other !== undefined && other !== key),
        ),
      ];
      const runIn = keysOf(prefixRunIn(family)).slice(0, PERSON_KEYS_READ - 1);
      const alsoPersonKeys = keysOf([before.core, ...prefixRunIn(family)]).slice(
        0,
        PERSON_KEYS_READ - 1,
      );
      if (alsoPersonKeys.length > 0) subject.alsoPersonKeys = alsoPersonKeys;
      if (runIn.length > 0) subject.alsoWrittenPersonKeys = runIn;
    }
  }
  return subject;
}

/**
 * The digest of a family name (without prefix) and date of birth, or undefined where the name
 * folds to nothing. ij and y are one spelling of a Dutch name (Meijer, Meyer), and ae, oe, ue of
 * a German or Turkish umlaut (Mueller, Müller; Oeztuerk, Öztürk): one person in the history, as
 * person_match takes them. (Names with oe or ue of their own, Boer, fold the same way on every
 * check, so they still meet themselves.)
 */
function personKeyOf(lastName: string, born: string): string | undefined {
  const key = umlautsAsVowels(ijAsY(personKey(lastName, born)));
  return key.startsWith('|') ? undefined : sha256Hex(key).slice(0, 32);
}

/** "mueller|…" as "muller|…": the folded form of an umlaut written with an e. */
const umlautsAsVowels = (folded: string): string => folded.replace(/([aou])e/g, '$1');

/**
 * The check's history keys with the address as address_validation found it (its postcode may
 * have been corrected, or found from street and city), else as given; once per check. The risk
 * scores read the history by these keys, and the check is kept in the history under them.
 */
export function checkSubject(context: PersonCheckContext): Promise<CheckSubject> {
  return once(context, 'check-subject', async () => {
    const typed = context.subject;
    const address = await givenDutchAddress(context);
    const postcode = address?.postcode ?? typed.postcode;
    // An address whose street and city contradict its postcode is kept as given, as the area
    // counts take it: otherwise a wrong street would keep a check out of the address history.
    const addressKey = address?.key ?? typed.addressKey;
    return {
      ...(postcode && { postcode }),
      ...(addressKey && { addressKey }),
      ...(typed.personKey && { personKey: typed.personKey }),
      ...(typed.birthKey && { birthKey: typed.birthKey }),
      ...(typed.alsoPersonKeys && { alsoPersonKeys: typed.alsoPersonKeys }),
      ...(typed.alsoWrittenPersonKeys && { alsoWrittenPersonKeys: typed.alsoWrittenPersonKeys }),
    };
  });
}
