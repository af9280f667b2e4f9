import { createDOMRenderer, RendererProvider, renderToStyleElements, SSRProvider } from '@fluentui/react-components';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { IDENTIFIER_PREFIX } from './identifier-prefix';
import { SignInApp } from './sign-in-app';

// Build time, in Node (decision 0022): the sign-in page in Arabic, the default, as HTML and the Griffel CSS it uses,
// put into login.html, so the heading and the form paint from the document itself; the bundle then hydrates it.

export function renderSignInPage(): { markup: string; styles: string } {
  const renderer = createDOMRenderer();
  const markup = renderToString(
    <RendererProvider renderer={renderer}>
      <SSRProvider>
        <SignInApp initialLanguage="ar" />
      </SSRProvider>
    </RendererProvider>,
    { identifierPrefix: IDENTIFIER_PREFIX },
  );
  return { markup, styles: renderToStaticMarkup(renderToStyleElements(renderer)) };
}
