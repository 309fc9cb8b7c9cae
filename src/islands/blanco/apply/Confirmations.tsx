// The confirmations SPEC §5 requires before a loan application is sent.
import { CONFIRMATIONS, confirmationField } from '../../../lib/blanco/apply';
import { pathTo } from '../../../lib/routes';
import { termsSectionId } from '../../../lib/terms';
import { CheckboxField, type FormContext } from './fields';

/** The confirmation of terms names the user terms' rules for applications: it links to that section. */
const APPLICATION_TERMS = `${pathTo('Terms')}#${termsSectionId('applications')}`;

export function Confirmations({ ctx }: { ctx: FormContext }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">{ctx.t('blancoApply.confirmations.legend')}</legend>
      {CONFIRMATIONS.map((name) => (
        <CheckboxField
          key={name}
          ctx={ctx}
          name={confirmationField(name)}
          label={ctx.t(`blancoApply.confirmations.${name}`)}
          readMore={name === 'termsAccepted' ? { href: APPLICATION_TERMS, text: ctx.t('terms.readApplicationTerms') } : undefined}
        />
      ))}
    </fieldset>
  );
}
