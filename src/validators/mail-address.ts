/**
 * Whether a text is an e-mail address as a form checks one: a name, an @ and a domain with a
 * dot, without spaces. (Whether the mailbox exists is not known from its form.)
 */
export const isMailAddress = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** What a mail address that is none is told. */
export const NOT_A_MAIL_ADDRESS = 'is not an e-mail address (name@example.nl)';
