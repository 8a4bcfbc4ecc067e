/**
 * The one form an email is stored and compared in: trimmed and lower-cased, so `Ada@Example.org `
 * and `ada@example.org` are one account. (The local part is case-sensitive by RFC 5321, but no
 * mail provider people use treats it so, and two accounts differing by case would be a trap.)
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
