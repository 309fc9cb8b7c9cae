// The confirmations SPEC §5 requires before a loan application is sent.
import { CONFIRMATIONS, confirmationField } from '../../../lib/blanco/apply';
import { CheckboxField, type FormContext } from '../../forms/fields';

/** `termsHref`: the confirmation of terms names the user terms' rules for applications and links to that section. */
export function Confirmations({ ctx, termsHref }: { ctx: FormContext; termsHref: string }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">{ctx.t('blancoApply.confirmations.legend')}</legend>
      {CONFIRMATIONS.map((name) => (
        <CheckboxField
          key={name}
          ctx={ctx}
          name={confirmationField(name)}
          label={ctx.t(`blancoApply.confirmations.${name}`)}
          readMore={name === 'termsAccepted' ? { href: termsHref, text: ctx.t('terms.readApplicationTerms') } : undefined}
        />
      ))}
    </fieldset>
  );
}
