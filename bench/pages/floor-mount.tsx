// Mounts a floor page with no shell: the app's Chakra theme and the voting-day strings only.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { VOTING_DAY_NS } from '../../src/features/voting-day/i18n/namespace';
import { sq as votingDaySq } from '../../src/features/voting-day/i18n/sq';
import { system } from '../../src/app/theme/system';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'sq', ns: [VOTING_DAY_NS], resources: { sq: { [VOTING_DAY_NS]: votingDaySq } } });

/** Renders `page` into #root under the app's theme and voting-day strings. */
export function mountFloor(page: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <I18nextProvider i18n={i18n}>{page}</I18nextProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
