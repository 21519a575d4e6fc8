import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { setErrorReporter } from '@/browser/error-reporting/report-error';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  let reports: { context: string; url: string; error: unknown }[];
  beforeEach(() => {
    reports = [];
    setErrorReporter((report) => reports.push(report));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('replaces a failing area with the fallback and reports context and URL', () => {
    render(
      <>
        <ErrorBoundary context="product-rail" fallback={<p>Fallback</p>}>
          <Broken />
        </ErrorBoundary>
        <p>Rest of the page</p>
      </>,
    );
    expect(screen.getByText('Fallback')).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(reports).toEqual([{ context: 'product-rail', url: 'http://localhost/', error: expect.any(Error), extra: expect.any(Object) }]);
  });

  it('renders nothing without a fallback', () => {
    const { container } = render(
      <ErrorBoundary context="x">
        <Broken />
      </ErrorBoundary>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
