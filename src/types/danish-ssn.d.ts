declare module 'danish-ssn' {
  interface CprInfo {
    cpr: string;
    valid: boolean;
    sex: string;
    date: Date;
  }
  function cpr(value: string): CprInfo;
  export default cpr;
}
