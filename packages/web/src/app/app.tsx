import { BrowserRouter } from 'react-router-dom';
import { BASENAME } from '@/lib/config';
import { AppProvider } from './provider';
import { AppRoutes } from './routes/app-routes';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter basename={BASENAME}>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
