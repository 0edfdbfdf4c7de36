import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../util/use-document-title';

export const NOT_FOUND_TEXT = 'Denne siden finnes ikke';

/** Any unknown path. */
export default function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TEXT);
  return (
    <>
      <Typography variant="h1">{NOT_FOUND_TEXT}</Typography>
      <p>Adressen kan være feilskrevet, eller siden kan være flyttet.</p>
      <p>
        <Link component={RouterLink} to="/">
          Tilbake til forsiden
        </Link>
      </p>
    </>
  );
}
