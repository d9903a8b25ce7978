import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  block?: boolean;
}

/** Class names of a button look, for links that should look like buttons. */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  block = false,
}: ButtonStyleOptions = {}) {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', block ? styles.block : '']
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleOptions;

/**
 * A button in one of the app's looks. autoFocus also marks it data-autofocus, which a modal <dialog> reads when it
 * opens (React's own autoFocus fires while the dialog is still hidden).
 */
export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  const classes = [buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} data-autofocus={props.autoFocus ? '' : undefined} {...props} />
  );
}
