// src/lib/number-plate.ts and src/lib/vin.ts: what a dealer may type for a plate or a VIN in each
// country, its one canonical spelling, and the demo register's cars (backend/README.md).
import { describe, expect, it } from 'vitest';
import { canonicalNumberPlate } from '../../src/lib/number-plate.ts';
import { canonicalVin, vinCheckDigit } from '../../src/lib/vin.ts';
import { DEMO_VEHICLES, UNAVAILABLE_PLATES, UNAVAILABLE_VIN } from '../../backend/src/vehicles/demo-vehicles.ts';

describe('Swedish plates', () => {
  it('accepts ABC 123 and, since 2019, ABC 12A, however spaced and cased', () => {
    for (const typed of ['ABC 123', 'abc123', ' AbC-123 ', 'A B C 1 2 3']) expect(canonicalNumberPlate('SE', typed), typed).toBe('ABC 123');
    expect(canonicalNumberPlate('SE', 'mlb52k')).toBe('MLB 52K');
  });
  it('refuses Q, Å, Ä, Ö, a letter in the middle digits and wrong lengths', () => {
    for (const typed of [
      'QBC 123',
      'ABQ 123',
      'ABC 12Q',
      'ÅBC 123',
      'ABÄ 123',
      'ABÖ 12A',
      'ABC 1A3',
      'AB 123',
      'ABCD 123',
      'ABC 1234',
      'ABC 12',
      '123 ABC',
      '',
    ]) {
      expect(canonicalNumberPlate('SE', typed), typed).toBeUndefined();
    }
  });
});

describe('Finnish plates', () => {
  it('accepts 2-3 letters (Å, Ä, Ö too) and 1-3 digits, written ABC-123', () => {
    for (const typed of ['ABC-123', 'abc 123', 'ABC123']) expect(canonicalNumberPlate('FI', typed), typed).toBe('ABC-123');
    expect(canonicalNumberPlate('FI', 'zxn-15')).toBe('ZXN-15');
    expect(canonicalNumberPlate('FI', 'ÄÖ-7')).toBe('ÄÖ-7');
  });
  it('accepts Åland plates: ÅL with up to five digits, or ÅL and a letter with up to four', () => {
    expect(canonicalNumberPlate('FI', 'ÅL 12345')).toBe('ÅL-12345');
    expect(canonicalNumberPlate('FI', 'åla 1234')).toBe('ÅLA-1234');
    expect(canonicalNumberPlate('FI', 'ÅLA-312')).toBe('ÅLA-312');
    // Å typed as A + combining ring (some keyboards and paste sources) is the same plate.
    expect(canonicalNumberPlate('FI', 'A\u030ALA 312')).toBe('ÅLA-312');
    expect(canonicalNumberPlate('FI', 'ÅL-123456')).toBeUndefined();
    expect(canonicalNumberPlate('FI', 'ÅLA-12345')).toBeUndefined();
  });
  it('refuses four letters, four digits on the mainland, a leading zero and digits alone', () => {
    for (const typed of ['ABCD-123', 'ABC-1234', 'ABC-012', 'A-123', '123', 'AB-']) expect(canonicalNumberPlate('FI', typed), typed).toBeUndefined();
  });
});

describe('Danish plates', () => {
  it('accepts 2 letters and 5 digits, written AB 12345 (printed AB 12 345)', () => {
    for (const typed of ['AB 12 345', 'ab12345', 'AB-12345']) expect(canonicalNumberPlate('DK', typed), typed).toBe('AB 12345');
  });
  it('refuses other lengths and the Swedish and Finnish shapes', () => {
    for (const typed of ['A 12345', 'ABC 12345', 'AB 1234', 'AB 123456', 'ABC 123', 'ÆØ 12345'])
      expect(canonicalNumberPlate('DK', typed), typed).toBeUndefined();
  });
});

describe('VIN (ISO 3779)', () => {
  it('accepts 17 characters in any case and spacing', () => {
    expect(canonicalVin(' wvwzzz cdzmw123456 ')).toBe('WVWZZZCDZMW123456');
  });
  it('refuses I, O and Q, and any other length than 17', () => {
    for (const typed of ['WVWZZZCDZMW12345I', 'WVWZZZCDZMW12345O', 'WVWZZZCDZMW12345Q', 'WVWZZZCDZMW12345', 'WVWZZZCDZMW1234567', 'WVWZZZCDZMW12-456', '']) {
      expect(canonicalVin(typed), typed).toBeUndefined();
    }
  });
  it('checks the ninth character of a North-American VIN (the textbook 1M8GDM9AXKP042788: X)', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(canonicalVin('1M8GDM9AXKP042788')).toBe('1M8GDM9AXKP042788');
    expect(canonicalVin('1M8GDM9A1KP042788')).toBeUndefined();
    expect(canonicalVin('3FMTK3SU5MMA12345')).toBe('3FMTK3SU5MMA12345');
    expect(canonicalVin('3FMTK3SU6MMA12345')).toBeUndefined();
  });
  it('leaves the ninth character of a European or Asian VIN alone (no check digit there)', () => {
    // Its ninth character is not what the North-American check digit would be, yet it is valid.
    expect(vinCheckDigit('WVWZZZCDZMW123456')).not.toBe('WVWZZZCDZMW123456'[8]);
    expect(canonicalVin('WVWZZZCDZMW123456')).toBe('WVWZZZCDZMW123456');
  });
});

describe('the demo register', () => {
  it('holds about six cars per country, each plate and VIN in its canonical spelling, VINs unique', () => {
    const vins = new Set<string>();
    for (const [country, vehicles] of Object.entries(DEMO_VEHICLES) as [keyof typeof DEMO_VEHICLES, (typeof DEMO_VEHICLES)['SE']][]) {
      expect(vehicles.length, country).toBeGreaterThanOrEqual(5);
      for (const car of vehicles) {
        expect(canonicalVin(car.vin), car.vin).toBe(car.vin);
        if (car.numberPlate !== null) expect(canonicalNumberPlate(country, car.numberPlate), car.numberPlate).toBe(car.numberPlate);
        vins.add(car.vin);
      }
      expect(canonicalNumberPlate(country, UNAVAILABLE_PLATES[country])).toBe(UNAVAILABLE_PLATES[country]);
    }
    expect(vins.size).toBe(Object.values(DEMO_VEHICLES).flat().length);
    expect(canonicalVin(UNAVAILABLE_VIN)).toBe(UNAVAILABLE_VIN);
  });
  it('has Danish stock cars without plates, deregistered', () => {
    const stock = DEMO_VEHICLES.DK.filter((car) => car.numberPlate === null);
    expect(stock.length).toBeGreaterThanOrEqual(2);
    for (const car of stock) expect(car.registrationStatus).toBe('DEREGISTERED');
  });
});
