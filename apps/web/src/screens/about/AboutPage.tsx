import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { API_DOCS_URL, SITE_TITLE } from '../../config';
import { useSiteSettings } from '../../shell/site-settings';
import { useSession } from '../../shell/session';
import { formatDate } from '../../util/format';
import { useDocumentTitle } from '../../util/use-document-title';

/** The about page (spec 2 §2.10). */
export default function AboutPage() {
  useDocumentTitle('Om Navnebase');
  const { session } = useSession();
  const today = new Date();
  const settings = useSiteSettings();
  return (
    <>
      <Typography variant="h1">Om Navnebase</Typography>

      <Typography variant="h2">Om registeret</Typography>
      <p>
        Navnebase er et register over navn og taksonomi for arter i Norge. Taksa, vitenskapelige navn, synonymer og populærnavn samles inn, kurateres
        og kvalitetssikres av navneredaktører og administratorer. Populærnavnene finnes på tre språk: norsk bokmål (nb), norsk nynorsk (nn) og
        nordsamisk (se).
      </p>
      <p>
        Hvert vitenskapelig navn har sin egen vitenskapelige navne-id, enten navnet er gyldig, uavklart eller et synonym. Hvert takson har en
        takson-id (TaxonID) som kan knytte sammen flere navn. Endringer kan ta litt tid før de vises; last inn siden på nytt om du ikke ser en
        endring.
      </p>

      <Typography variant="h2">Hvem er registeret for?</Typography>
      <p>
        Alle kan søke, bla i livets tre, se navnesider og statistikk og eksportere data. Navneredaktører med rettigheter til en artsgruppe kan endre
        navnene i sin gruppe, og administratorer forvalter brukere og importerer data.
      </p>

      <Typography variant="h2">Ordforklaringer</Typography>
      <p>
        Usikker på et ord? Se{' '}
        <Link component={RouterLink} to="/glossary">
          Ordforklaringer
        </Link>
        .
      </p>
      {session.hasAccess && (
        <>
          <Typography variant="h2">Brukermanual</Typography>
          <p>
            Hvordan du bruker operasjonene, står i{' '}
            <Link component={RouterLink} to="/usermanual">
              Brukermanual
            </Link>
            .
          </p>
        </>
      )}

      <Typography variant="h2">Bruk av dataene</Typography>
      <p>
        Dataene er åpne og kan brukes fritt med kildehenvisning. Navn som er merket som ikke lenger i bruk, leveres ikke til observasjons- og
        karttjenestene.
      </p>

      <Typography variant="h2">API</Typography>
      <p>
        Registeret har et åpent API. Alle kall under /api må ha hodet X-CSRF: 1.{' '}
        <Link href={API_DOCS_URL} target="_blank" rel="noopener noreferrer">
          Se API-dokumentasjonen<span className="visually-hidden"> (åpnes i ny fane)</span>
        </Link>
        .
      </p>

      {settings.contactEmail && (
        <>
          <Typography variant="h2">Kontakt</Typography>
          <p>
            Spørsmål om registeret, feil i navn eller ønske om redigeringsrettigheter for en artsgruppe kan sendes til{' '}
            <Link href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</Link>.
          </p>
        </>
      )}

      <Typography variant="h2">Sitering</Typography>
      <p className="citation">
        {settings.name ?? SITE_TITLE} ({today.getFullYear()}). {SITE_TITLE}: register over navn og taksonomi for arter i Norge. Lastet ned{' '}
        {formatDate(today)} fra {typeof window === 'undefined' ? '' : window.location.origin}.
      </p>
    </>
  );
}
