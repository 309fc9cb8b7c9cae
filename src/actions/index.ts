import { defineAction } from 'astro:actions';
import { activateAccount } from './activate-account';

// Form actions take the FormData and parse it with the shared valibot schema
// (Astro actions type `input` against Zod only: ARCHITECTURE.md).
export const server = {
  activateAccount: defineAction({ accept: 'form', handler: activateAccount }),
};
