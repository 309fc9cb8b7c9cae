import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonLook } from '../../lib/ui/button';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook;

export function Button({ size, variant, status, fullWidth, className, type = 'button', ...rest }: Props) {
  return <button type={type} className={[buttonClass({ size, variant, status, fullWidth }), className].filter(Boolean).join(' ')} {...rest} />;
}
