import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The http client already told the user; retrying a refused call would toast twice.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
