import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './design/global.css';
import './i18n/setup.ts';
import { applyCspNonce } from './app/csp-nonce.ts';
import { App } from './app/app.tsx';

applyCspNonce();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
