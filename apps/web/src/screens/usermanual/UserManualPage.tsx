import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SITE_TITLE } from '../../config';
import { useSiteSettings } from '../../shell/site-settings';
import { useDocumentTitle } from '../../util/use-document-title';

interface Section {
  readonly id: string;
  readonly title: string;
  readonly children?: readonly Section[];
}

/** The manual's table of contents (spec 2 §2.12). */
export const MANUAL_SECTIONS: readonly Section[] = [
  { id: 'definisjoner', title: 'Definisjoner' },
  { id: 'sitering', title: 'Sitering' },
  { id: 'sok', title: 'Søk' },
  { id: 'generelt', title: 'Generelle kommentarer' },
  { id: 'innlogging', title: 'Registrering og innlogging' },
  { id: 'statistikk', title: 'Statistikk' },
  {
    id: 'operasjoner',
    title: 'Operasjoner',
    children: [
      { id: 'opprett-takson', title: 'Opprett takson' },
      { id: 'omprioriter', title: 'Omprioriter takson' },
      { id: 'populaernavn', title: 'Juster populærnavn' },
      { id: 'sla-sammen', title: 'Slå sammen taksa' },
      { id: 'splitt', title: 'Splitt takson' },
      { id: 'bytt', title: 'Bytt takson' },
      { id: 'slett-navn', title: 'Slett vitenskapelig navn' },
      { id: 'rediger-navn', title: 'Rediger vitenskapelig navn' },
      { id: 'flytt-navn', title: 'Flytt vitenskapelig navn' },
    ],
  },
  { id: 'eksport-import', title: 'Eksport og import' },
];

const L = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link component={RouterLink} to={to}>
    {children}
  </Link>
);

function H2({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography variant="h2" id={id} sx={{ mt: 4, scrollMarginTop: '1rem' }}>
      {children}
    </Typography>
  );
}

function H3({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography variant="h3" id={id} sx={{ mt: 3, fontSize: '1.2rem', fontWeight: 600, scrollMarginTop: '1rem' }}>
      {children}
    </Typography>
  );
}

/** /usermanual "Brukermanual" (spec 2 §2.12): how the register and every operation work, in Norwegian. */
export default function UserManualPage() {
  const { name, contactEmail } = useSiteSettings();
  const publisher = name ?? SITE_TITLE;
  useDocumentTitle('Brukermanual');
  return (
    <Box className="user-manual" sx={{ maxWidth: 860, '& p, & li': { lineHeight: 1.6 } }}>
      <Typography variant="h1">Brukermanual</Typography>
      <p>
        Her står det hvordan du finner fram i {SITE_TITLE} og hvordan du bruker operasjonene for å endre navn og taksonomi. Manualen gjelder for
        navneredaktører og administratorer. Alle operasjoner finner du også under <L to="/operations">Operasjoner</L> i menyen.
      </p>

      <Box
        component="nav"
        aria-labelledby="manual-toc"
        sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 2, my: 2, bgcolor: '#fafcfb' }}
      >
        <Typography component="h2" id="manual-toc" sx={{ fontSize: '1.1rem', fontWeight: 600, m: 0 }}>
          Innhold
        </Typography>
        <Box component="ol" sx={{ m: 0, mt: 1 }}>
          {MANUAL_SECTIONS.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`}>{section.title}</Link>
              {section.children && (
                <Box component="ol" sx={{ m: 0 }}>
                  {section.children.map((child) => (
                    <li key={child.id}>
                      <Link href={`#${child.id}`}>{child.title}</Link>
                    </li>
                  ))}
                </Box>
              )}
            </li>
          ))}
        </Box>
      </Box>

      <H2 id="definisjoner">Definisjoner</H2>
      <dl>
        <dt>
          <strong>Takson</strong>
        </dt>
        <dd>
          En gruppe organismer, for eksempel en art, en slekt eller en familie. Hvert takson er én node i livets tre og har én{' '}
          <strong>TaxonID</strong>. Et takson har ett gjeldende (eller uavklart) vitenskapelig navn som bestemmer rangen, et overordnet takson,
          klassifikasjonen over seg, eventuelle synonymer og populærnavn.
        </dd>
        <dt>
          <strong>Vitenskapelig navn-ID</strong>
        </dt>
        <dd>
          Identifiserer ett enkelt vitenskapelig navn, enten det er gjeldende, uavklart eller synonym. Ett takson kan ha flere navn, og dermed flere
          navne-id-er, men bare én TaxonID.
        </dd>
        <dt>
          <strong>Taksonomisk status</strong>
        </dt>
        <dd>
          <em>Gjeldende</em> (det gyldige navnet), <em>uavklart</em> (i bruk, men ikke avklart), <em>synonym</em> (et annet navn på samme takson) og{' '}
          <em>ikke lenger i bruk</em> (et synonym som ikke brukes lenger). Et takson har nøyaktig ett navn som er gjeldende eller uavklart.
        </dd>
        <dt>
          <strong>Nomenklatorisk status</strong>
        </dt>
        <dd>
          Navnets stilling etter nomenklaturreglene, for eksempel ikke gyldig publisert (nom. inval., nom. nud.), konservert (nom. conserv.),
          sanksjonert (nom. sanct., bare sopp), tvilsomt (nom. dub., nom. ambig.), illegitimt (nom. illeg., nom. superfl., yngre homonym), forkastet
          (nom. rej.), ortografisk variant (orth. var., nom. conf.) og feilaktig anvendt.
        </dd>
        <dt>
          <strong>Populærnavn</strong>
        </dt>
        <dd>
          Norske navn på bokmål (nb), nynorsk (nn) og nordsamisk (se). Hvert språk har høyst ett anbefalt navn per takson; de andre er alternative
          navn.
        </dd>
      </dl>
      <p>
        Flere begreper er forklart i <L to="/glossary">Ordforklaringer</L>.
      </p>

      <H2 id="sitering">Sitering</H2>
      <p>
        Oppgi {publisher} som utgiver, navnet på registeret ({SITE_TITLE}), nettadressen og datoen du hentet dataene, for eksempel: «{publisher} (
        {new Date().getFullYear()}). {SITE_TITLE}. Lastet ned dd.mm.åååå.» Siteringen står også på <L to="/about">Om Navnebase</L>.
      </p>

      <H2 id="sok">Søk</H2>
      <ul>
        <li>Søket finner vitenskapelige navn, populærnavn og vitenskapelig navne-id. Forslag vises når du har skrevet minst to tegn.</li>
        <li>
          Bruk piltastene for å flytte mellom forslagene og Enter for å åpne det valgte. Enter uten valgt forslag åpner hele trefflisten
          («Søketreff»). Escape lukker forslagene.
        </li>
        <li>Hvert treff viser et ikon for riket (dyr, planter, sopp) og hvilket navn som ga treff.</li>
        <li>På en taksonside tar lenken «Tilbake til søket» deg tilbake til hovedsøket.</li>
        <li>Du kan også bla i livets tre på forsiden og på hver navneside.</li>
      </ul>

      <H2 id="generelt">Generelle kommentarer</H2>
      <ul>
        <li>
          Alle operasjoner er delt i steg. Senere steg er låst (med et hengelåsikon) til de tidligere er fylt ut, og det står hvorfor et steg er låst.
          Obligatoriske felt er merket med *. Feil i skjemaet vises når du trykker på knappen for å lagre eller publisere: «Skjemaet er ugyldig. Se
          over de markerte feltene.»
        </li>
        <li>
          Når du velger et takson i søket i en operasjon, sjekkes det først om du har tilgang til det («Sjekker om du har tilgang til dette
          taksonet.»). Har du ikke det, står det «Du har ikke tilgang til dette taksonet». Som redaktør ser du bare taksaene du har rettigheter til
          øverst i treet i operasjonene.
        </li>
        <li>
          Hvis tjenesten avviser en endring, vises feilkoden og årsaken øverst på siden, og skjemaet blir stående slik at du kan rette opp og prøve
          igjen. Ingenting blir lagret delvis.
        </li>
        <li>
          Etter en vellykket endring åpnes navnesiden til navnet som ble endret eller opprettet, og endringen vises med en gang. Endringen står også i
          navnehistorikken, sammen med kommentaren din.
        </li>
        <li>Hver operasjon har et valgfritt kommentarfelt. Kommentaren vises i historikken til alle navnene operasjonen berører.</li>
        <li>
          Vent minst fem minutter før du endrer status på et takson som nettopp er endret, slik at andre tjenester rekker å oppdatere seg. Skjemaet
          viser hvor lenge det er igjen; trenger du å endre med en gang, velg «Endre likevel».
        </li>
        <li>Navn som er merket «ikke lenger i bruk», leveres ikke til kart- og observasjonstjenestene.</li>
        <li>Flagget «navn bare til bruk i samlinger» finnes på eldre navn, men kan ikke settes her.</li>
      </ul>

      <H2 id="innlogging">Registrering og innlogging</H2>
      <ul>
        <li>Logg inn med «Logg inn» øverst på siden. Etter innlogging kommer du tilbake til siden du var på. «Logg ut» avslutter økten.</li>
        <li>
          En ny bruker har ingen redigeringsrettigheter og kan bare lese og eksportere. Rettigheter gis per taksongruppe av fagansvarlig
          {contactEmail ? (
            <>
              ; send en e-post til <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>
            </>
          ) : null}
          . En rettighet på et takson gjelder også alt under det (en rettighet på en slekt gjelder artene i slekten).
        </li>
        <li>Administratorer har alle rettigheter, og kan i tillegg administrere brukere, importere og slette navn.</li>
      </ul>

      <H2 id="statistikk">Statistikk</H2>
      <p>
        <L to="/statistics">Statistikk</L> viser antall taksa, antall navn (gjeldende og synonymer) og antall populærnavn per språk. Du kan velge en
        dato for å se tallene slik de var da. Prosentandeler vises med to desimaler.
      </p>

      <H2 id="operasjoner">Operasjoner</H2>
      <p>
        Operasjonene finner du under <L to="/operations">Operasjoner</L>, og som lenker på hver navneside («Rediger»). Lenkene fra navnesiden velger
        navnet for deg.
      </p>

      <H3 id="opprett-takson">Opprett takson</H3>
      <p>
        <L to="/addtaxon">Legg til vitenskapelig navn</L> oppretter et nytt takson, eller et nytt synonym eller navn som ikke lenger er i bruk på et
        eksisterende takson.
      </p>
      <ol>
        <li>
          <strong>Plassering i tre:</strong> velg det overordnede taksonet i søket eller i treet. Alle nye taksa må knyttes til et overordnet takson.
          Det valgte merkes «Ny plassering» i treet.
        </li>
        <li>
          <strong>Rang:</strong> velg blant rangene som er tillatt under det overordnede taksonet. Siden viser også rangen til det overordnede
          taksonet og de eksisterende underliggende taksaene. En ny rang må være lavere enn den overordnede.
        </li>
        <li>
          <strong>Navn:</strong> skriv bare den nye delen av navnet, for eksempel artsepitetet (<em>arctos</em>) når slekten er valgt. Det overordnede
          navnet vises foran feltet. Autor er obligatorisk for art og lavere rang, og skrives nøyaktig, med parenteser, for eksempel «(Linnaeus,
          1758)». Referanse og kommentar er valgfrie; kommentaren skal bare gjelde navnet.
        </li>
        <li>
          <strong>Status:</strong> taksonomisk status (gjeldende er forvalgt), nomenklatorisk status og om arten finnes i Norge (art og lavere rang).
          Velger du synonym eller ikke lenger i bruk, må du velge taksonet navnet hører til under «Synonym til».
        </li>
        <li>
          <strong>Populærnavn:</strong> legg til navn per språk og velg det anbefalte. Synonymer har ikke egne populærnavn.
        </li>
        <li>
          <strong>Ferdigstill:</strong> skriv eventuelt en kommentar og trykk «Publiser».
        </li>
      </ol>
      <p>
        Fra en navneside kan du også legge til et underliggende takson, et synonym eller et navn som ikke lenger er i bruk; da er plassering og status
        valgt på forhånd.
      </p>

      <H3 id="omprioriter">Omprioriter takson</H3>
      <p>
        <L to="/rearrange">Omprioriter</L> endrer hvilket navn som er gjeldende i et takson, og status på de andre navnene. Et takson uten synonymer
        kan gjøres uavklart, med en understatus. I et takson med synonymer kan det gjeldende navnet gjøres uavklart eller til synonym, og et annet
        navn gjøres gjeldende eller uavklart. Når gjeldende navn byttes, får taksonet ny TaxonID; ellers velger du om TaxonID skal beholdes. Gjør du
        ingen endring, står det «Ingen endring i omprioritering eller taksonomisk status».
      </p>

      <H3 id="populaernavn">Juster populærnavn</H3>
      <p>
        <L to="/edit-vernacular-names">Rediger populærnavn</L>: velg taksonet, og legg til, endre eller fjern navn på bokmål, nynorsk og nordsamisk.
        Et navn du fjerner, merkes «slettes når du publiserer» og kan angres til du publiserer. Velg ett anbefalt navn per språk («Du må velge et
        anbefalt navn.»); er det bare ett navn i et språk, blir det anbefalt av seg selv. Navn i samme språk må være unike («Duplikat navn»). Trykk
        «Publiser» for å lagre.
      </p>

      <H3 id="sla-sammen">Slå sammen taksa</H3>
      <p>
        <L to="/merge">Slå sammen</L> (synonymisering) slår to eller flere taksa sammen til ett. Velg minst to taksa og hvilket navn som skal bli
        gjeldende, sett status på hvert navn, svar på om taksonet finnes i Norge, velg anbefalt populærnavn per språk, skriv en kommentar og publiser.
        Et takson med underliggende taksa kan ikke slås inn i et annet; flytt underelementene først.
      </p>

      <H3 id="splitt">Splitt takson</H3>
      <p>
        <L to="/split">Splitt</L> deler ett takson i flere. Taksonet som splittes, arkiveres, og nye taksa opprettes. Taksonet trenger ett eller flere
        synonymer (eller nye navn du oppretter underveis), og hvert nye takson må ha ett navn som er gjeldende eller uavklart. Flytt navnene inn i de
        nye taksaene, sett status, fordel og rediger populærnavnene, skriv en kommentar og publiser.
      </p>

      <H3 id="bytt">Bytt takson</H3>
      <p>
        <L to="/swap">Bytt takson</L> gir et takson nye vitenskapelige navn. Nye navn opprettes i et eget vindu; deretter bestemmer du hvilket navn
        som skal være gjeldende og hvilken status de andre navnene får, om taksonet finnes i Norge, om TaxonID skal beholdes (når gjeldende navn
        byttes, får taksonet alltid ny TaxonID), populærnavn og kommentar. På samme side kan du flytte et synonym eller et navn som ikke lenger er i
        bruk, til et annet takson; navnet beholder navne-id og historikk. Fra siden er det lenker til Omprioriter og Slå sammen.
      </p>

      <H3 id="slett-navn">Slett vitenskapelig navn</H3>
      <p>
        <L to="/delete-scientific-name">Slett navn</L> finnes i menyen for administratorer; redaktører kan slette navn i taksa de har tilgang til.
        Velg navnet og sjekk taksonet. Et navn med underliggende taksa kan ikke slettes («Dette elementet har underelementer, og kan derfor ikke
        slettes.»). Et synonym slettes alene. Er navnet det gjeldende eller uavklarte navnet i et takson med flere navn, forsvinner hele taksonet, og
        du må bekrefte med «Slett alle navn og taksonet». Sletting må ikke føre til synonymisering eller navneendring, og navnet må ikke være i bruk i
        kart- og observasjonstjenestene: registeret spør tjenestene før det sletter, og et navn i bruk slettes ikke. Svarer ikke en tjeneste, kan en
        administrator slette likevel med en skriftlig begrunnelse («Slett likevel»), som lagres i endringsloggen. Vil du angre en sletting, må du
        kontakte fagansvarlig.
      </p>

      <H3 id="rediger-navn">Rediger vitenskapelig navn</H3>
      <p>
        <L to="/edit-scientific-name">Rediger vitenskapelig navn</L> er for redigering som ikke medfører meningsendring: skrivefeil, autor,
        referanser, kommentar, nomenklatorisk status og om arten finnes i Norge. Fordi navnet kan være i bruk og vises i andre tjenester, må du
        bekrefte to ganger før skjemaet låses opp; «Avbryt redigering» forkaster endringene. Rang og taksonomisk status endres ikke her (bruk
        Omprioriter), og et navn kan ikke flyttes til en annen slekt ved redigering (bruk Flytt). Trykk «Lagre».
      </p>

      <H3 id="flytt-navn">Flytt vitenskapelig navn</H3>
      <p>
        <L to="/transfer">Flytt</L> flytter et navn med alt under seg til et nytt overordnet takson. Bare taksa på slektsnivå og høyere kan velges.
        Siden viser den gamle og den nye klassifikasjonen og hvilke overordnede ranger som er tillatt. Arter som skal flyttes mellom slekter, må
        opprettes under den nye slekten og deretter slås sammen med det gamle navnet.
      </p>

      <H2 id="eksport-import">Eksport og import</H2>
      <ul>
        <li>
          <L to="/export">Eksporter</L> laster ned et navnetre som Excel- eller CSV-fil: velg det øverste navnet, om populærnavn og synonymer skal
          med, og filnavn og filtype. Eksport krever ikke innlogging.
        </li>
        <li>
          <L to="/import">Import</L> (bare administratorer) leser vitenskapelige navn eller populærnavn fra et regneark (.xlsx). Velg importtype, se
          eksempeltabellen og eksempelfilen, velg filen og trykk «Importer». Hele filen kontrolleres først; har én rad feil, lagres ingenting. En
          import som pågår, kan avbrytes.
        </li>
        <li>
          <L to="/import/arkiv">Importer et arkiv</L> (bare administratorer) leser et helt Darwin Core Archive eller en ColDP-pakke (.zip). Trykk
          «Kontroller arkivet»: du ser hvor mange taksa, navn og populærnavn som blir importert, problemene gruppert etter årsak og toppen av treet
          som bygges, uten at noe lagres. Importer arkivet først når resultatet ser riktig ut.
        </li>
      </ul>
    </Box>
  );
}
