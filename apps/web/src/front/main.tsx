import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../design/global.css';
import '../i18n/setup.ts';
import { applyCspNonce } from '../app/csp-nonce.ts';
import { FrontApp } from './front-app.tsx';

// The entry of front.html, the participants' build (see isParticipantPagePath in the contract).
applyCspNonce();

const root = document.getElementById('root');
if (!root) throw new Error('front.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <FrontApp />
  </StrictMode>,
);
