import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { listenForChunkErrors } from '../runtime/pwa/reload-on-chunk-error.ts';
import './app.css';

listenForChunkErrors();

const root = document.getElementById('root');
if (!root) throw new Error('Hallway needs an element with id "root" in index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
