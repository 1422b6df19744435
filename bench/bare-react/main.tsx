import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <main>
        <h1>Hello</h1>
        <p>A bare React page, built with the same tools as SafeSteps.</p>
      </main>
    </StrictMode>,
  );
}
