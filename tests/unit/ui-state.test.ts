import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { $formErrors, formState, removeFieldError, resetForm, setFieldErrors, setHelper, setSharedValue } from '../../src/lib/form-errors.store';
import { groupOptions } from '../../src/lib/ui/dropdown';
import { buttonClass } from '../../src/lib/ui/button';
import { cancelTarget } from '../../src/lib/back-target';
import { routeByName } from '../../src/lib/routes';
import { openingHoursRows, initials } from '../../src/lib/contact';
import { COUNTRIES } from '../../src/lib/countries';
import { translator } from '../../src/lib/i18n';

describe('form error state per form type', () => {
  afterEach(() => cleanStores($formErrors));

  it('keeps each form apart, removes errors per field and resets everything', () => {
    setFieldErrors('profile', { phone: ['profile.errors.phoneInvalid'], firstname: ['x'] });
    setFieldErrors('checkout', { address: ['y'] });
    setHelper('profile', 'phone', 'profile.phoneHelp');
    setSharedValue('profile', 'country', 'SE');
    removeFieldError('profile', 'firstname');
    expect(formState('profile')).toEqual({
      errors: { phone: ['profile.errors.phoneInvalid'] },
      helpers: { phone: 'profile.phoneHelp' },
      values: { country: 'SE' },
    });
    resetForm('profile');
    expect(formState('profile')).toEqual({ errors: {}, helpers: {}, values: {} });
    expect(formState('checkout').errors).toEqual({ address: ['y'] });
  });
});

describe('dropdown options', () => {
  it('group under their titles in order of first appearance', () => {
    const groups = groupOptions([
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B', group: 'Two', icon: '★' },
      { value: 'c', label: 'C', group: 'One' },
      { value: 'd', label: 'D', group: 'Two' },
    ]);
    expect(groups.map((g) => [g.title, g.options.map((o) => o.value)])).toEqual([
      [null, ['a']],
      ['Two', ['b', 'd']],
      ['One', ['c']],
    ]);
  });
});

describe('buttons', () => {
  it('differ by size, variant and status', () => {
    expect(buttonClass({ size: 'xs' })).toContain('text-xs');
    expect(buttonClass({ variant: 'outline', status: 'error' })).toContain('border-red-700');
    expect(buttonClass({ variant: 'ghost' })).toContain('bg-transparent');
    expect(buttonClass()).toContain('bg-sky-800');
  });
});

describe('Cancel in the full-screen layout', () => {
  const origin = 'https://partner.example.se';
  it('goes to the back target when the route has one', () => {
    expect(cancelTarget(routeByName('LeasingApply'), `${origin}/user`, origin)).toBe('/leasing');
  });
  it('otherwise goes back one step within the portal, else Home', () => {
    const route = { ...routeByName('LeasingApply'), backTarget: undefined };
    expect(cancelTarget(route, `${origin}/user/my-profile`, origin)).toBe('/user/my-profile');
    expect(cancelTarget(route, 'https://evil.example/x', origin)).toBe('/');
    expect(cancelTarget(route, null, origin)).toBe('/');
  });
});

describe('header details', () => {
  it('shows opening hours per country with "closed" translated', () => {
    expect(openingHoursRows(COUNTRIES.SE.openingHours, translator('sv-SE')).map((r) => r.value)).toEqual(['09–19', '11–16', '11–15']);
    expect(openingHoursRows(COUNTRIES.FI.openingHours, translator('fi-FI')).map((r) => r.value)).toEqual(['09–18', '11–15', 'suljettu']);
    expect(openingHoursRows(COUNTRIES.DK.openingHours, translator('da-DK'))[2]?.value).toBe('lukket');
  });
  it('makes initials', () => {
    expect(initials('anna', 'Andersson')).toBe('AA');
    expect(initials('Mikko', 'Myyjä')).toBe('MM');
  });
});
