import { screen } from '@testing-library/react';
import { contentRoute } from '@/components/content/content-route';
import { renderWithApp } from '../../helpers/render';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en-US', asPath: '/en-US/inspiration/' }) }));

describe('contentRoute', () => {
  it('renders the CMS page under its route: title, intro, the page in the breadcrumbs and the blocks', () => {
    const Page = contentRoute('/inspiration/');
    const page = {
      key: 'inspiration' as const,
      title: 'Inspiration',
      intro: 'Ideas for every room.',
      blocks: [{ type: 'text' as const, paragraphs: ['Start small.'] }],
    };
    renderWithApp(<Page seo={{ canonical: 'https://example.test/en-US/inspiration/', alternates: [] }} page={page} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inspiration' })).toBeInTheDocument();
    expect(screen.getByText('Ideas for every room.')).toBeInTheDocument();
    expect(screen.getByText('Start small.')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toHaveTextContent('Inspiration');
  });
});
