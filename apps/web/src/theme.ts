import { createTheme } from '@mui/material/styles';

/** One MUI theme for the whole app (public pages, editor screens and react-admin). */
export const theme = createTheme({
  palette: {
    primary: { main: '#1f4e3d', light: '#4f7d69', dark: '#143a2c', contrastText: '#ffffff' },
    secondary: { main: '#f5c242', light: '#ffd97a', dark: '#c79a1c', contrastText: '#1a1a1a' },
    success: { main: '#2e7d32', dark: '#1b5e20' },
    warning: { main: '#b26a00', dark: '#7a4800' },
  },
  typography: {
    fontFamily: '"Source Sans 3", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25, marginBottom: '0.75rem' },
    h2: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.3, marginTop: '0.5rem', marginBottom: '0.5rem' },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
  },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontSize: '1rem' } } },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
