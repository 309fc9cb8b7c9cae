import { describe, expect, it } from 'vitest';
import type { Colleague } from '../../src/lib/api/colleagues-schemas';
import { ApiError } from '../../src/lib/api/errors';
import { validate } from '../../src/lib/forms/validate';
import {
  colleagueActions,
  colleagueMatches,
  colleagueProblemKey,
  colleagueSearchText,
  InviteFormSchema,
  inviteInput,
  rolesInput,
} from '../../src/lib/organisation/colleagues';
import { keepColleaguesOutcome, OUTCOME_KEPT_MS, postedOutcome, takeColleaguesOutcome } from '../../src/lib/organisation/colleagues-outcome.server';
import { lookupCountRows } from '../../src/lib/organisation/lookup-counts';
import { lookupSubject } from '../../src/lib/dealer-state/lookups';

const colleague = (over: Partial<Colleague>): Colleague => ({
  id: 'u2',
  firstname: 'Nils',
  lastname: 'Nyman',
  email: 'nils@bilhuset.example',
  roles: ['BLANCO'],
  status: 'ACTIVE',
  invitedUntil: null,
  lastSignedInAt: null,
  ...over,
});
const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('what an organisation admin may do with a colleague', () => {
  it('never takes their own admin role nor deactivates themselves', () => {
    expect(colleagueActions(colleague({ id: 'admin' }), 'admin')).toMatchObject({ self: true, adminRoleLocked: true, deactivate: false, changeRoles: true });
    expect(colleagueActions(colleague({}), 'admin')).toMatchObject({ self: false, adminRoleLocked: false, deactivate: true, inviteAgain: false });
  });

  it('invites again one whose link ran out or who was deactivated; a deactivated colleague keeps no roles form', () => {
    expect(colleagueActions(colleague({ status: 'INVITATION_EXPIRED' }), 'admin')).toMatchObject({ inviteAgain: true, changeRoles: false, deactivate: true });
    expect(colleagueActions(colleague({ status: 'DEACTIVATED' }), 'admin')).toMatchObject({ inviteAgain: true, changeRoles: false, deactivate: false });
    expect(colleagueActions(colleague({ status: 'INVITED' }), 'admin')).toMatchObject({ inviteAgain: false, changeRoles: true, deactivate: true });
  });
});

describe('the invitation form', () => {
  it('reads every ticked role and drops unknown ones', () => {
    const input = inviteInput(
      form([
        ['email', ' nils@bilhuset.example '],
        ['firstname', 'Nils'],
        ['lastname', 'Nyman'],
        ['roles', 'BLANCO'],
        ['roles', 'LEASING'],
        ['roles', 'ROOT'],
      ]),
    );
    expect(input.roles).toEqual(['BLANCO', 'LEASING']);
    expect(validate(InviteFormSchema, input)).toMatchObject({ success: true, output: { email: 'nils@bilhuset.example' } });
    expect(rolesInput(form([['userId', 'u2']]))).toEqual({ userId: 'u2', roles: [] });
  });

  it('asks for an e-mail, both names and at least one role; 100 characters is the most a name takes', () => {
    const result = validate(InviteFormSchema, { email: 'nils@', firstname: ' ', lastname: 'x'.repeat(101), roles: [] });
    expect(result.success ? {} : result.fieldErrors).toEqual({
      email: ['colleagues.errors.emailInvalid'],
      firstname: ['colleagues.errors.firstnameRequired'],
      lastname: ['colleagues.errors.tooLong'],
      roles: ['colleagues.errors.rolesRequired'],
    });
    expect(validate(InviteFormSchema, { email: 'a@b.se', firstname: 'A', lastname: 'x'.repeat(100), roles: ['COMMISSION'] }).success).toBe(true);
  });

  it('names each refusal of the Partner API', () => {
    const refused = (code: string) => new ApiError('wrongData', 409, code);
    expect(colleagueProblemKey(refused('ALREADY_A_USER'))).toBe('colleagues.errors.alreadyAUser');
    expect(colleagueProblemKey(refused('OWN_ADMIN_ROLE'))).toBe('colleagues.errors.ownAdminRole');
    expect(colleagueProblemKey(refused('OWN_ACCOUNT'))).toBe('colleagues.errors.ownAccount');
    expect(colleagueProblemKey(new ApiError('technical', 500, null))).toBe('colleagues.errors.failed');
  });
});

describe('the register lookups the admin sees', () => {
  it('names each colleague as the list does, and one no longer in it as a former colleague', () => {
    const anna = { id: 'u1', firstname: 'Anna', lastname: 'Andersson' } as Colleague;
    const counts = [
      { userId: 'u1', person: 3, vehicle: 1 },
      { userId: 'gone', person: 1, vehicle: 0 },
    ];
    expect(lookupCountRows(counts, [anna])).toEqual([
      { userId: 'u1', name: 'Anna Andersson', person: 3, vehicle: 1 },
      { userId: 'gone', name: null, person: 1, vehicle: 0 },
    ]);
    expect(lookupCountRows(counts, null).map((row) => row.name)).toEqual([null, null]);
  });

  it('keep a hash of what was looked up that is the same however it was typed, differs per kind and per key', async () => {
    const hash = (kind: 'person' | 'vehicle', typed: string, key = 'k') => lookupSubject(key, kind, typed);
    expect(await hash('person', '850312-9820')).toMatch(/^[0-9a-f]{64}$/);
    expect(await hash('person', ' 850312 9820')).toBe(await hash('person', '8503129820'));
    expect(await hash('vehicle', 'abc-123')).toBe(await hash('vehicle', 'ABC123'));
    expect(await hash('vehicle', 'ABC123')).not.toBe(await hash('person', 'ABC123'));
    expect(await hash('person', '8503129820', 'other')).not.toBe(await hash('person', '8503129820'));
  });
});

describe('the colleagues table’s search and role filter', () => {
  const row = {
    text: colleagueSearchText(colleague({ firstname: 'Åsa', lastname: 'Öberg', email: 'Asa.Oberg@Bilhuset.example' })),
    roles: ['BLANCO', 'LEASING'],
  };
  it('finds a colleague by any part of the name or e-mail, whatever the case, every typed word counting', () => {
    expect(colleagueMatches(row, 'åsa', '')).toBe(true);
    expect(colleagueMatches(row, '  ÖBERG  ', '')).toBe(true);
    expect(colleagueMatches(row, 'asa.oberg@', '')).toBe(true);
    expect(colleagueMatches(row, 'åsa nyman', '')).toBe(false);
    expect(colleagueMatches(row, '', '')).toBe(true);
  });
  it('keeps only colleagues with the role chosen', () => {
    expect(colleagueMatches(row, '', 'LEASING')).toBe(true);
    expect(colleagueMatches(row, 'åsa', 'ORGANIZATION_ADMIN')).toBe(false);
  });
});

describe('what the colleagues page says after a form', () => {
  const session = () => {
    const kept = new Map<string, unknown>();
    return {
      get: async (key: string) => kept.get(key),
      set: (key: string, value: unknown) => void kept.set(key, value),
      delete: (key: string) => void kept.delete(key),
    } as unknown as Parameters<typeof keepColleaguesOutcome>[0];
  };
  it('keeps a post’s outcome for the next view only, and forgets one not taken within a minute', async () => {
    const kept = session();
    const outcome = postedOutcome(undefined, { data: { status: 'done', messageKey: 'colleagues.done.deactivated', name: 'Nils Nyman' } })!;
    keepColleaguesOutcome(kept, outcome, 1_000);
    expect(await takeColleaguesOutcome(kept, 1_000 + OUTCOME_KEPT_MS)).toEqual({ invite: null, changed: outcome.changed });
    expect(await takeColleaguesOutcome(kept, 1_000 + OUTCOME_KEPT_MS)).toBeNull();
    keepColleaguesOutcome(kept, outcome, 1_000);
    expect(await takeColleaguesOutcome(kept, 1_001 + OUTCOME_KEPT_MS)).toBeNull();
  });
  it('is nothing without a post, and a change that failed past its own handling says it failed', () => {
    expect(postedOutcome(undefined, undefined)).toBeNull();
    expect(postedOutcome(undefined, { error: new Error('down') })).toEqual({
      invite: null,
      changed: { status: 'failed', messageKey: 'colleagues.errors.failed' },
    });
    expect(postedOutcome({ error: new Error('down') }, undefined)?.invite).toMatchObject({ status: 'failed', messageKey: 'colleagues.errors.failed' });
  });
});
