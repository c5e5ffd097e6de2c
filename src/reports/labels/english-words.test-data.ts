/**
 * Words that are English and not Dutch: a Dutch report, or a Dutch label, that holds one says
 * something in English (for the tests of the report languages; not a test file itself).
 */
export const ENGLISH_WORDS =
  /\b(the|and|with|not|by|for|found|given|known|checked|both|through|listed|other|address|addresses|company|companies|director|parent|hit|valid|unknown|only|this|that|its|from|which|could|residents|number|birth|owner|direct|indirect|shareholder|country|gender|days|last|your|organisation|persons|statistics|than|there|has|have|are|were|been|since|late|pays|risk)\b/i;
