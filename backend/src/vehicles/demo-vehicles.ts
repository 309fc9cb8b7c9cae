// The vehicle register stand-in's cars: a few made-up vehicles per country (real makes and
// models, VINs of a valid structure, North-American ones with their check digit), listed in
// backend/README.md with the plates that reach each answer on purpose.
import type { Vehicle } from '../../../src/lib/api/lookup-schemas.ts';
import type { CountryCode } from '../../../src/lib/api/schemas.ts';

/** What the register holds; the mileage fields are the caller's. */
export type RegisteredVehicle = Omit<Vehicle, 'mileageKm' | 'mileageBelowLastInspection'>;

type Row = [
  plate: string | null, vin: string, make: string, model: string, variant: string, modelYear: number, firstRegistration: string,
  fuel: Vehicle['fuel'], gearbox: Vehicle['gearbox'], powerKw: number, colour: Vehicle['colour'],
  status: Vehicle['registrationStatus'], vat: Vehicle['vatStatus'], inspection: [date: string, odometerKm: number] | null,
];

const vehicle = (country: CountryCode) => ([plate, vin, make, model, variant, modelYear, firstRegistrationDate, fuel, gearbox,
  powerKw, colour, registrationStatus, vatStatus, inspection]: Row): RegisteredVehicle => ({
  country, numberPlate: plate, vin, make, model, variant, modelYear, firstRegistrationDate, fuel, gearbox, powerKw, colour,
  registrationStatus, vatStatus, lastInspection: inspection && { date: inspection[0], odometerKm: inspection[1] },
});

/** Transportstyrelsen still reports some readings in Swedish mil: 1 mil = 10 km. */
const mil = (reading: number) => reading * 10;

export const DEMO_VEHICLES: Record<CountryCode, RegisteredVehicle[]> = {
  SE: ([
    ['MLB 52K', 'YV1UZA8V1P1123456', 'Volvo', 'XC60', 'B5 AWD Plus Dark', 2023, '2022-11-15', 'HYBRID', 'AUTOMATIC', 184, 'BLACK', 'REGISTERED', 'VAT_DEDUCTIBLE', ['2025-11-03', 48_210]],
    ['KRT 47B', 'WVGZZZE2ZNP012345', 'Volkswagen', 'ID.4', 'Pro Performance 77 kWh', 2022, '2022-03-28', 'ELECTRIC', 'AUTOMATIC', 150, 'WHITE', 'REGISTERED', 'MARGIN_SCHEME', ['2025-03-12', 61_540]],
    ['DJU 318', 'SB1Z93BE50E123456', 'Toyota', 'Corolla', '1.8 Hybrid Touring Sports Active', 2020, '2020-05-19', 'HYBRID', 'AUTOMATIC', 90, 'SILVER', 'REGISTERED', 'MARGIN_SCHEME', ['2025-05-06', mil(9_412)]],
    ['FYP 905', 'WVWZZZCDZMW123456', 'Volkswagen', 'Golf', '1.5 TSI Life', 2021, '2021-02-09', 'GASOLINE', 'MANUAL', 96, 'BLUE', 'REGISTERED', 'MARGIN_SCHEME', ['2024-02-20', 52_880]],
    ['HNX 22C', '5UXTA6C05M9E12345', 'BMW', 'X5', 'xDrive45e M Sport', 2021, '2021-06-30', 'HYBRID', 'AUTOMATIC', 290, 'GREY', 'DEREGISTERED', 'VAT_DEDUCTIBLE', ['2024-06-18', 71_305]],
    ['BPL 741', 'U5YH5819GKL123456', 'Kia', 'Ceed', 'SW 1.6 CRDi Advance', 2019, '2019-09-04', 'DIESEL', 'MANUAL', 100, 'RED', 'REGISTERED', 'MARGIN_SCHEME', ['2025-08-27', 118_940]],
  ] satisfies Row[]).map(vehicle('SE')),
  FI: ([
    ['KMT-482', 'TMBJJ7NX0M0123456', 'Škoda', 'Octavia', 'Combi 2.0 TDI Style DSG', 2021, '2021-04-16', 'DIESEL', 'AUTOMATIC', 110, 'GREY', 'REGISTERED', 'MARGIN_SCHEME', ['2025-04-02', 96_410]],
    ['ZXN-15', 'LRW3E7EK0NC123456', 'Tesla', 'Model 3', 'Long Range AWD', 2022, '2022-08-25', 'ELECTRIC', 'AUTOMATIC', 324, 'WHITE', 'REGISTERED', 'VAT_DEDUCTIBLE', null],
    ['GOL-704', 'JTMW43FV20D012345', 'Toyota', 'RAV4', '2.5 Hybrid AWD Active', 2020, '2020-10-07', 'HYBRID', 'AUTOMATIC', 163, 'WHITE', 'REGISTERED', 'MARGIN_SCHEME', ['2024-10-01', 84_200]],
    ['ÅLA-312', 'YV1ZWA8T1M1123456', 'Volvo', 'V60', 'B4 Momentum', 2021, '2021-03-11', 'HYBRID', 'AUTOMATIC', 145, 'BLUE', 'REGISTERED', 'MARGIN_SCHEME', ['2025-03-20', 67_015]],
    ['CFE-27', 'WF0NXXGCHNKA12345', 'Ford', 'Focus', '1.0 EcoBoost Titanium', 2019, '2019-06-14', 'GASOLINE', 'MANUAL', 92, 'RED', 'REGISTERED', 'MARGIN_SCHEME', ['2025-06-09', 102_760]],
    ['RTY-218', 'WDF44770313123456', 'Mercedes-Benz', 'Vito', '116 CDI pitkä', 2020, '2020-01-22', 'DIESEL', 'AUTOMATIC', 120, 'WHITE', 'DEREGISTERED', 'VAT_DEDUCTIBLE', ['2024-01-15', 143_330]],
  ] satisfies Row[]).map(vehicle('FI')),
  // Three stock cars without plates (handed in when traded in), found by VIN only.
  DK: ([
    ['CV 48213', 'WVWZZZ3CZLE123456', 'Volkswagen', 'Passat', 'Variant 2.0 TDI Elegance DSG', 2020, '2020-02-27', 'DIESEL', 'AUTOMATIC', 110, 'SILVER', 'REGISTERED', 'MARGIN_SCHEME', ['2024-02-21', 121_480]],
    ['DL 90514', 'VF3UPHNS5MS123456', 'Peugeot', '208', '1.2 PureTech Active', 2021, '2021-07-08', 'GASOLINE', 'MANUAL', 74, 'YELLOW', 'REGISTERED', 'MARGIN_SCHEME', ['2025-07-01', 58_300]],
    ['EH 31077', 'KNACC81GFM5123456', 'Kia', 'Niro', 'EV 64 kWh Advance', 2021, '2021-11-30', 'ELECTRIC', 'AUTOMATIC', 150, 'GREY', 'REGISTERED', 'VAT_DEDUCTIBLE', ['2025-11-18', 73_900]],
    [null, 'TMBJC9NY4NF123456', 'Škoda', 'Enyaq', 'iV 80 Loden', 2022, '2022-05-12', 'ELECTRIC', 'AUTOMATIC', 150, 'GREEN', 'DEREGISTERED', 'VAT_DEDUCTIBLE', null],
    [null, 'VNKKBAC3X0A123456', 'Toyota', 'Yaris', '1.5 Hybrid H3', 2021, '2021-01-29', 'HYBRID', 'AUTOMATIC', 85, 'WHITE', 'DEREGISTERED', 'MARGIN_SCHEME', ['2025-01-20', 64_150]],
    [null, '3FMTK3SU5MMA12345', 'Ford', 'Mustang Mach-E', 'Extended Range AWD', 2021, '2021-09-16', 'ELECTRIC', 'AUTOMATIC', 258, 'BLUE', 'DEREGISTERED', 'VAT_DEDUCTIBLE', ['2025-09-10', 88_620]],
  ] satisfies Row[]).map(vehicle('DK')),
};

/** The register is "down" for these, so the manual fallback can be shown on purpose (SPEC §8). */
export const UNAVAILABLE_PLATES: Record<CountryCode, string> = { SE: 'ERR 503', FI: 'ERR-503', DK: 'ER 50300' };
export const UNAVAILABLE_VIN = 'WAUZZZ00000000503';
