import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ko } from '../../text/ko';
import { Footer } from './Footer';

describe('footer', () => {
  it('gives the contact ways and no link to a bare social site', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: new RegExp(ko.footer.email) })).toHaveAttribute(
      'href',
      `mailto:${ko.footer.email}`,
    );
    for (const link of within(footer).getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      // a social link names an account, never only the site
      expect(href).not.toMatch(/^https?:\/\/(www\.)?(instagram|facebook|x|twitter)\.com\/?$/);
    }
  });
});
