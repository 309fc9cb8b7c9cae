import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { profileInputFromForm, profileSchema } from '../../src/lib/profile/profile';
import { profileFormState } from '../../src/lib/profile/form-state';
import { isValidPhone } from '../../src/lib/forms/phone';

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

const valid = { firstname: 'Anna', lastname: 'Andersson', phone: '070 123 45 67', 'channel.EMAIL': 'on', 'event.paidOut': 'on' };

describe('the profile schema', () => {
  it('reads checkboxes as present or absent', () => {
    const input = profileInputFromForm(form(valid));
    expect(input).toMatchObject({
      channels: { EMAIL: true, SMS: false },
      events: { bankApproved: false, paidOut: true },
      language: null,
    });
    expect(v.safeParse(profileSchema('SE', isValidPhone), input).success).toBe(true);
  });

  it.each([
    ['SE', '070 123 45 67', true],
    ['SE', '+46 70 123 45 67', true],
    ['FI', '040 123 4567', true],
    ['DK', '20 12 34 56', true],
    ['SE', '12', false],
    ['DK', 'nonsense', false],
  ] as const)('%s phone %s valid: %s', (country, phone, ok) => {
    const result = v.safeParse(profileSchema(country, isValidPhone), profileInputFromForm(form({ ...valid, phone })));
    expect(result.success).toBe(ok);
    if (!ok && !result.success) expect(v.flatten(result.issues).nested?.phone).toEqual(['profile.errors.phoneInvalid']);
  });

  it('names each missing field', () => {
    const result = v.safeParse(profileSchema('SE', isValidPhone), profileInputFromForm(form({ firstname: ' ', lastname: '', phone: '' })), {
      abortPipeEarly: true,
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(v.flatten(result.issues).nested).toEqual({
        firstname: ['profile.errors.firstnameRequired'],
        lastname: ['profile.errors.lastnameRequired'],
        phone: ['profile.errors.phoneRequired'],
      });
    }
  });

  it('a rejected post shows what was typed, not what was loaded', () => {
    const loaded = v.parse(profileSchema('SE', isValidPhone), profileInputFromForm(form(valid)));
    const input = profileInputFromForm(form({ ...valid, phone: 'nonsense', 'channel.SMS': 'on' }));
    const state = profileFormState(loaded, { data: { status: 'invalid', fieldErrors: { phone: ['x'] }, input } }, false);
    expect(state.values.phone).toBe('nonsense');
    expect(state.values.channels.SMS).toBe(true);
    expect(state.errors).toEqual({ phone: ['x'] });
  });
});
