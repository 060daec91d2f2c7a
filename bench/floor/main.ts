// B4's floor: the least a React + react-dom app ships (a root rendering one element).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(createElement('h1', null, 'Terren'));
