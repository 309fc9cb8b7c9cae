// The one lifecycle of every application form (src/lib/forms/apply-flow.ts): what the page shows
// after a post (with or without JavaScript), the key kept across retries, and what the browser
// makes of an action's answer or refusal.
import { beforeEach, describe, expect, it } from 'vitest';
import { actionFailureMessage, applyFormState, applyOutcome, formAgain, formMessages } from '../../src/lib/forms/apply-flow';

const KEY = '0b6f3a4e-2c1d-4e8f-9a7b-1c2d3e4f5a6b';
let MESSAGES: ReturnType<typeof formMessages>;
let options: { newKey: () => string; messages: ReturnType<typeof formMessages>; empty: { organization: string | null } };
beforeEach(() => {
  MESSAGES = formMessages('leasingApply');
  options = { newKey: () => 'new', messages: MESSAGES, empty: { organization: null } };
});

describe('a form’s messages', () => {
  it('are its namespace’s summary, no access, wrong data, changed after send and not-sent title', () => {
    expect(MESSAGES).toEqual({
      summary: 'leasingApply.errors.summary',
      noAccess: 'leasingApply.errors.noAccess',
      wrongData: 'leasingApply.errors.wrongData',
      changedAfterSend: 'leasingApply.errors.changedAfterSend',
      notSentTitle: 'leasingApply.errors.notSentTitle',
    });
  });
});

describe('the form handed back', () => {
  it('keeps everything typed, with nothing else unless said', () => {
    expect(formAgain({ price: '400 000' })).toEqual({ status: 'form', input: { price: '400 000' }, fieldErrors: {}, message: null, notice: null });
  });

  it('carries field errors, a message, a notice and the product’s own part', () => {
    expect(formAgain({ a: '1' }, { fieldErrors: { a: ['x'] }, message: 'm', notice: 'n', organization: 'Skånebygg' })).toEqual({
      status: 'form',
      input: { a: '1' },
      fieldErrors: { a: ['x'] },
      message: 'm',
      notice: 'n',
      organization: 'Skånebygg',
    });
  });
});

describe('the page after a post', () => {
  it('is empty with a new key on a first load and after an application was created', () => {
    const empty = { initial: {}, errors: {}, message: null, notice: null, idempotencyKey: 'new', organization: null };
    expect(applyFormState(undefined, options)).toEqual(empty);
    expect(applyFormState({}, options)).toEqual(empty);
    expect(applyFormState({ data: { status: 'created', href: '/leasing/L1?submitted=1' } }, options)).toEqual(empty);
  });

  it('says no access after a forbidden action and a technical error after any other, keeping nothing', () => {
    expect(applyFormState({ error: { code: 'FORBIDDEN' } }, options).message).toBe('leasingApply.errors.noAccess');
    expect(applyFormState({ error: { code: 'INTERNAL_SERVER_ERROR' } }, options)).toMatchObject({
      message: 'errors.technical',
      initial: {},
      idempotencyKey: 'new',
    });
    expect(applyFormState({ error: {}, data: formAgain({ a: '1' }, { organization: 'x' }) }, options)).toMatchObject({
      message: 'errors.technical',
      initial: {},
      organization: null,
    });
  });

  it('shows the form handed back with what was typed, its messages, its notice, the product’s part and the key that was sent', () => {
    const input = { idempotencyKey: KEY, price: '400 000' };
    expect(
      applyFormState({ data: formAgain(input, { fieldErrors: { price: ['p'] }, message: MESSAGES.summary, notice: 'n', organization: 'Skånebygg' }) }, options),
    ).toEqual({
      initial: input,
      errors: { price: ['p'] },
      message: MESSAGES.summary,
      notice: 'n',
      organization: 'Skånebygg',
      idempotencyKey: KEY,
    });
  });

  it('makes a new key when the post carried none, or something that is not exactly a key', () => {
    const keyAfter = (idempotencyKey?: string) =>
      applyFormState({ data: formAgain(idempotencyKey === undefined ? {} : { idempotencyKey }, { organization: null }) }, options).idempotencyKey;
    expect(keyAfter()).toBe('new');
    expect(keyAfter('not-a-key')).toBe('new');
    expect(keyAfter(`${KEY}0`)).toBe('new');
    expect(keyAfter(`0${KEY}`)).toBe('new');
    expect(keyAfter(KEY)).toBe(KEY);
    expect(keyAfter(KEY.toUpperCase())).toBe(KEY.toUpperCase());
  });
});

describe('an answer in the browser', () => {
  it('goes to the application’s page once it was created', () => {
    expect(applyOutcome({ status: 'created', href: '/blanco/L1?submitted=1' })).toEqual({ kind: 'done', href: '/blanco/L1?submitted=1' });
  });

  it('hands the form back with its errors, its message and the fresh key the action gave it', () => {
    const fresh = '5d0c1f7e-2b3a-4c6d-8e9f-0a1b2c3d4e5f';
    expect(applyOutcome(formAgain({ idempotencyKey: fresh }, { message: MESSAGES.changedAfterSend }))).toEqual({
      kind: 'form',
      fieldErrors: {},
      message: MESSAGES.changedAfterSend,
      idempotencyKey: fresh,
    });
    expect(applyOutcome(formAgain({ idempotencyKey: 'x' }, { fieldErrors: { a: ['e'] }, message: MESSAGES.summary }))).toEqual({
      kind: 'form',
      fieldErrors: { a: ['e'] },
      message: MESSAGES.summary,
    });
  });
});

describe('an action that answered with an error', () => {
  const read = (error: { code?: string; message?: string }) =>
    actionFailureMessage(error, { noAccess: MESSAGES.noAccess, termsNotAcceptedText: 'Godkänn villkoren', otherwise: 'errors.technical' });
  it('says the session ended, too many tries, or no access', () => {
    expect(read({ code: 'UNAUTHORIZED' })).toBe('errors.sessionEnded');
    expect(read({ code: 'TOO_MANY_REQUESTS' })).toBe('rateLimit.title');
    expect(read({ code: 'FORBIDDEN', message: 'Missing role' })).toBe('leasingApply.errors.noAccess');
  });
  it('says the user terms must be accepted when the guard refused with their text', () => {
    expect(read({ code: 'FORBIDDEN', message: 'Godkänn villkoren' })).toBe('errors.termsNotAccepted');
  });
  it('says what the form says otherwise for anything else', () => {
    expect(read({ code: 'INTERNAL_SERVER_ERROR' })).toBe('errors.technical');
    expect(read({})).toBe('errors.technical');
  });
});
