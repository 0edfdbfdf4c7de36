import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../util/use-document-title';

/** A screen that is not built yet: its heading and a short note. */
export function UnderConstruction({ title, subtitle }: { title: string; subtitle?: string }) {
  useDocumentTitle(title);
  return (
    <>
      <Typography variant="h1">{title}</Typography>
      {subtitle && <p>{subtitle}</p>}
      <Alert severity="info" sx={{ my: 2 }}>
        Dette skjermbildet er ikke ferdig ennå.
      </Alert>
      <p>
        <Link component={RouterLink} to="/">
          Tilbake til forsiden
        </Link>
      </p>
    </>
  );
}
