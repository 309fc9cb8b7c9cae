// danish-ssn ships no types: only what the tests use (they check that seeded DK numbers still satisfy modulo 11).
declare module 'danish-ssn' {
  interface Cpr {
    /** Modulo-11 check of a 10-digit CPR number; throws a TypeError for anything but 10 digits. */
    isValid(cpr: string): boolean;
  }
  const cpr: Cpr;
  export default cpr;
}
