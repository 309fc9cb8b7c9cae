import { defineAction } from 'astro:actions';
import { activateAccount } from './activate-account';
import { saveProfile } from './save-profile';

// Form actions take the FormData and parse it with the shared valibot schema
// (Astro actions type `input` against Zod only: ARCHITECTURE.md).
export const server = {
  activateAccount: defineAction({ accept: 'form', handler: activateAccount }),
  saveProfile: defineAction({ accept: 'form', handler: saveProfile }),
};
