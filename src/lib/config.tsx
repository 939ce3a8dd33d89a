import { createContext, useContext } from 'react';
import type { PublicConfig } from '../shared/pageData';

const ConfigContext = createContext<PublicConfig>({ siteUrl: 'https://bloksecure.com' });

export const ConfigProvider = ConfigContext.Provider;

/** the public, build-time configuration (site URL, analytics id) */
export function useConfig(): PublicConfig {
  return useContext(ConfigContext);
}
