// Written by `npm run openapi:examples`: one answer per operation, status and media type, chosen from the answers the
// HTTP tests received (each checked against the document). Do not edit by hand; run the script again.
const SHARED_1 = [
  {
    taxonNameId: 7,
    scientificNameId: 7,
    parentTaxonNameId: 6,
    taxonId: 7,
    taxonomicStatus: 'Accepted',
    rank: 'Species',
    taxonRank: 'Species',
    author: 'Linnaeus, 1758',
    isLeaf: true,
    language: 'nb',
    presentationName: 'Ursus arctos',
    presentationNameHtml: '<i>Ursus arctos</i>',
    preferredVernacularNames: [{ name: 'brunbjørn', nameLanguageIso: 'nb' }],
    scientificNames: [
      {
        nameId: 7,
        name: 'Ursus arctos',
        presentationNameHtml: '<i>Ursus arctos</i>',
        author: 'Linnaeus, 1758',
        taxonomicStatus: 'Accepted',
        rank: 'Species',
      },
      {
        nameId: 70,
        name: 'Ursus horribilis',
        presentationNameHtml: '<i>Ursus horribilis</i>',
        author: 'Ord, 1815',
        taxonomicStatus: 'Synonym',
        rank: 'Species',
      },
    ],
    isOpen: false,
  },
  {
    taxonNameId: 2000,
    scientificNameId: 2000,
    parentTaxonNameId: 6,
    taxonId: 2000,
    taxonomicStatus: 'Accepted',
    rank: 'Species',
    taxonRank: 'Species',
    author: 'Test, 2026',
    isLeaf: true,
    language: 'nb',
    presentationName: 'Ursus baus',
    presentationNameHtml: '<i>Ursus baus</i>',
    preferredVernacularNames: [],
    scientificNames: [
      {
        nameId: 2000,
        name: 'Ursus baus',
        presentationNameHtml: '<i>Ursus baus</i>',
        author: 'Test, 2026',
        taxonomicStatus: 'Accepted',
        rank: 'Species',
      },
    ],
    isOpen: false,
  },
  {
    taxonNameId: 2018,
    scientificNameId: 2018,
    parentTaxonNameId: 6,
    taxonId: 2018,
    taxonomicStatus: 'Accepted',
    rank: 'Species',
    taxonRank: 'Species',
    author: 'Test, 2026',
    isLeaf: true,
    language: 'nb',
    presentationName: 'Ursus cqus',
    presentationNameHtml: '<i>Ursus cqus</i>',
    preferredVernacularNames: [],
    scientificNames: [
      {
        nameId: 2018,
        name: 'Ursus cqus',
        presentationNameHtml: '<i>Ursus cqus</i>',
        author: 'Test, 2026',
        taxonomicStatus: 'Accepted',
        rank: 'Species',
      },
    ],
    isOpen: false,
  },
];

export const OPENAPI_EXAMPLES: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>> = {
  'delete /api/v1/TaxonomicOperations/Delete': {
    '200': {
      'application/json': true,
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Konflikt',
        status: 409,
        detail:
          'Fikk ikke vite om navnet er i bruk: Artsobservasjoner (svarte ikke innen 300 ms). Prøv igjen senere, eller slett likevel med en skriftlig begrunnelse (bare administratorer).',
        errorCode: 'USAGE_CHECK_UNANSWERED',
        field: 'usageOverrideReason',
        services: [
          {
            service: 'Artsobservasjoner',
            scientificNameId: 9,
            state: 'no-answer',
            detail: 'svarte ikke innen 300 ms',
          },
        ],
        requestId: '3026672f-c69f-4f0c-962e-96ccee12c6ba',
      },
    },
  },
  'delete /api/v1/Webhooks/{id}': {
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.',
        errorCode: 'CSRF_HEADER_MISSING',
        requestId: '9a9891d8-d036-4614-b654-e5a3ab769be5',
      },
    },
  },
  'get /api/v1/Audit/Events': {
    '200': {
      'application/json': {
        entries: [
          {
            position: 4,
            stream: 'register',
            operation: 'SubtreeTransferred',
            operationLabel: 'Flyttet til ny overordnet',
            time: '2026-11-27T20:28:31.705Z',
            recordedAt: '2026-11-27T20:28:31.724Z',
            userId: 'u-ola',
            userName: 'Ola Hansen',
            remark: 'Flyttet',
            commandId: 'test-2258-4-hz65t9cn9ew',
            correlationId: 'test',
            scientificNames: [
              {
                scientificNameId: 9,
                scientificName: 'Ursus thibetanus G. Cuvier, 1823',
              },
              {
                scientificNameId: 1003,
                scientificName: 'Helarctos thibetanus (G. Cuvier, 1823)',
              },
            ],
            records: [
              {
                kind: 'name',
                id: 9,
                before: {
                  id: 9,
                  rank: 'Species',
                  author: 'G. Cuvier, 1823',
                  comment: '',
                  taxonId: 9,
                  attributes: [],
                  references: [],
                  scientificName: 'Ursus thibetanus',
                  speciesComplex: '',
                  taxonomicStatus: 'Accepted',
                  nomenclaturalStatuses: [],
                },
                after: {
                  id: 9,
                  rank: 'Species',
                  author: 'G. Cuvier, 1823',
                  comment: '',
                  taxonId: 9,
                  attributes: [],
                  references: [],
                  scientificName: 'Ursus thibetanus',
                  speciesComplex: '',
                  taxonomicStatus: 'Synonym',
                  nomenclaturalStatuses: [],
                },
                changedFields: ['taxonomicStatus'],
              },
              {
                kind: 'name',
                id: 1003,
                before: null,
                after: {
                  id: 1003,
                  rank: 'Species',
                  author: '(G. Cuvier, 1823)',
                  comment: '',
                  taxonId: 9,
                  attributes: [],
                  references: [],
                  scientificName: 'Helarctos thibetanus',
                  speciesComplex: '',
                  taxonomicStatus: 'Accepted',
                  nomenclaturalStatuses: [],
                },
                changedFields: ['attributes', 'author', 'comment'],
              },
              {
                kind: 'taxon',
                id: 9,
                before: {
                  id: 9,
                  parentId: 6,
                  existsInNorway: false,
                  vernacularNames: [
                    {
                      id: 4,
                      status: 'Recommended',
                      comment: '',
                      reference: '',
                      vernacularName: 'kragebjørn',
                      languageIsoCode: 'nb',
                    },
                  ],
                },
                after: {
                  id: 9,
                  parentId: 12,
                  existsInNorway: false,
                  vernacularNames: [
                    {
                      id: 4,
                      status: 'Recommended',
                      comment: '',
                      reference: '',
                      vernacularName: 'kragebjørn',
                      languageIsoCode: 'nb',
                    },
                  ],
                },
                changedFields: ['parentId'],
              },
            ],
            recordCount: 3,
          },
        ],
        next: 'djEuNA',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail:
          'Ukjent operasjon «Nonsense». Kjente operasjoner: TaxaImported, VernacularNamesImported, TaxonAdded, ScientificNameAdded, ScientificNameEdited, VernacularNamesUpdated, TaxaMerged, TaxonNamesRearranged, TaxonSwapped, TaxonSplit, SubtreeTransferred, ScientificNameDeleted, UserAdded, UserUpdated, UserPasswordSet, UserExternalLoginLinked.',
        errorCode: 'INVALID_REQUEST',
        field: 'type',
        requestId: 'eeb15919-ca7a-44e0-86fa-ce966282a71f',
      },
    },
  },
  'get /api/v1/Audit/Events/{position}': {
    '200': {
      'application/json': {
        position: 4,
        stream: 'register',
        operation: 'SubtreeTransferred',
        operationLabel: 'Flyttet til ny overordnet',
        time: '2026-11-27T20:28:31.705Z',
        recordedAt: '2026-11-27T20:28:31.724Z',
        userId: 'u-ola',
        userName: 'Ola Hansen',
        remark: 'Flyttet',
        commandId: 'test-2258-4-hz65t9cn9ew',
        correlationId: 'test',
        scientificNames: [
          {
            scientificNameId: 9,
            scientificName: 'Ursus thibetanus G. Cuvier, 1823',
          },
          {
            scientificNameId: 1003,
            scientificName: 'Helarctos thibetanus (G. Cuvier, 1823)',
          },
        ],
        records: [
          {
            kind: 'name',
            id: 9,
            before: {
              id: 9,
              rank: 'Species',
              author: 'G. Cuvier, 1823',
              comment: '',
              taxonId: 9,
              attributes: [],
              references: [],
              scientificName: 'Ursus thibetanus',
              speciesComplex: '',
              taxonomicStatus: 'Accepted',
              nomenclaturalStatuses: [],
            },
            after: {
              id: 9,
              rank: 'Species',
              author: 'G. Cuvier, 1823',
              comment: '',
              taxonId: 9,
              attributes: [],
              references: [],
              scientificName: 'Ursus thibetanus',
              speciesComplex: '',
              taxonomicStatus: 'Synonym',
              nomenclaturalStatuses: [],
            },
            changedFields: ['taxonomicStatus'],
          },
          {
            kind: 'name',
            id: 1003,
            before: null,
            after: {
              id: 1003,
              rank: 'Species',
              author: '(G. Cuvier, 1823)',
              comment: '',
              taxonId: 9,
              attributes: [],
              references: [],
              scientificName: 'Helarctos thibetanus',
              speciesComplex: '',
              taxonomicStatus: 'Accepted',
              nomenclaturalStatuses: [],
            },
            changedFields: ['attributes', 'author', 'comment'],
          },
          {
            kind: 'taxon',
            id: 9,
            before: {
              id: 9,
              parentId: 6,
              existsInNorway: false,
              vernacularNames: [
                {
                  id: 4,
                  status: 'Recommended',
                  comment: '',
                  reference: '',
                  vernacularName: 'kragebjørn',
                  languageIsoCode: 'nb',
                },
              ],
            },
            after: {
              id: 9,
              parentId: 12,
              existsInNorway: false,
              vernacularNames: [
                {
                  id: 4,
                  status: 'Recommended',
                  comment: '',
                  reference: '',
                  vernacularName: 'kragebjørn',
                  languageIsoCode: 'nb',
                },
              ],
            },
            changedFields: ['parentId'],
          },
        ],
        recordCount: 3,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Ugyldig posisjon. Bruk posisjonen fra revisjonsloggen.',
        errorCode: 'INVALID_REQUEST',
        field: 'position',
        requestId: 'ff3f533e-cb48-4c93-b542-1fd898199296',
      },
    },
  },
  'get /api/v1/Audit/Jobs/{id}': {
    '200': {
      'application/json': {
        jobId: 'cc28f8e1-761e-465b-a6e8-771fa411827c',
        state: 'completed',
        progress: 100,
        message: 'Eksporterer (1 av 1 endringer)',
        fileName: 'revisjonslogg-2026-11-27.xlsx',
        entries: 1,
        fileUrl: '/api/v1/Audit/Jobs/cc28f8e1-761e-465b-a6e8-771fa411827c/File',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Du må være logget inn som administrator for å se revisjonsloggen.',
        errorCode: 'NOT_LOGGED_IN',
        requestId: 'cad99834-5db7-47dd-9385-78eb3cad0378',
      },
    },
  },
  'get /api/v1/Audit/Jobs/{id}/File': {
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Du må være logget inn som administrator for å se revisjonsloggen.',
        errorCode: 'NOT_LOGGED_IN',
        requestId: 'ec900e38-1148-405d-a83e-ae93bbd7549f',
      },
    },
  },
  'get /api/v1/Audit/Operations': {
    '200': {
      'application/json': [
        {
          operation: 'TaxaImported',
          label: 'Import av taksa',
        },
        {
          operation: 'VernacularNamesImported',
          label: 'Import av populærnavn',
        },
        {
          operation: 'TaxonAdded',
          label: 'Nytt takson',
        },
      ],
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Du må være logget inn som administrator for å se revisjonsloggen.',
        errorCode: 'NOT_LOGGED_IN',
        requestId: 'fb053643-c72b-49f3-9c63-97fb3e345d4e',
      },
    },
  },
  'get /api/v1/DataTransfer/Archive/Jobs/{id}': {
    '200': {
      'application/json': {
        jobId: 'archive-c6b1bbc9-0dbc-4a8e-8063-a7a9be75e8cb',
        type: 'ArchiveCheck',
        state: 'completed',
        progress: 100,
        message: 'Kontrollerer arkivet',
        result: {
          dryRun: true,
          existsInNorway: true,
          duplicate: false,
          source: 'sopp',
          format: 'dwca',
          read: {
            files: [
              {
                file: 'taxon.txt',
                kind: 'nameUsages',
                rows: 9,
                encoding: 'UTF-8',
                taxa: 8,
                synonyms: 1,
              },
            ],
            taxa: 8,
            synonyms: 1,
            vernacularNames: 0,
          },
          imported: {
            taxa: 7,
            names: 8,
            synonyms: 1,
            vernacularNames: 0,
            higherTaxaCreated: 0,
          },
          rows: [
            {
              file: 'taxon.txt',
              rows: 9,
              imported: 8,
              skipped: 1,
            },
          ],
          problemCount: 1,
          problemGroups: [
            {
              severity: 'error',
              skipped: true,
              reason: 'Ukjent taksonomisk status',
              count: 1,
              examples: [
                {
                  file: 'taxon.txt',
                  row: 10,
                  id: 'f9',
                  detail: 'ubestemt',
                },
              ],
            },
          ],
          noProblems: false,
          top: {
            roots: [
              {
                scientificName: 'Fungi',
                author: '',
                rank: 'Kingdom',
                descendants: 6,
                children: [
                  {
                    scientificName: 'Basidiomycota',
                    author: '',
                    rank: 'Phylum',
                    descendants: 5,
                    children: [
                      {
                        scientificName: 'Agaricomycetes',
                        author: '',
                        rank: 'Class',
                        descendants: 4,
                        children: [],
                        hiddenChildren: 1,
                      },
                    ],
                    hiddenChildren: 0,
                  },
                ],
                hiddenChildren: 0,
              },
            ],
            hiddenRoots: 0,
          },
        },
        importUrl: '/api/v1/DataTransfer/Archive/Jobs/archive-c6b1bbc9-0dbc-4a8e-8063-a7a9be75e8cb/Import',
        cancelRequested: false,
        createdAt: '2026-11-27T20:58:18.449Z',
        finishedAt: '2026-11-27T20:58:18.559Z',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke funnet',
        status: 404,
        detail: 'Finner ikke jobben nope. Ferdige jobber slettes etter et døgn. Last opp arkivet på nytt.',
        errorCode: 'JOB_NOT_FOUND',
        requestId: '8842439b-a4ca-42df-b023-284bc18edb08',
      },
    },
  },
  'get /api/v1/DataTransfer/Export': {
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Kunne ikke eksportere. Du må velge et navn å eksportere.',
        errorCode: 'EXPORT_NAME_REQUIRED',
        field: 'scientificNameId',
        requestId: 'ff8c8914-ed14-40d7-84ab-44c0eb57b7fe',
      },
    },
  },
  'get /api/v1/DataTransfer/Jobs/{id}': {
    '200': {
      'application/json': {
        jobId: '136836c0-3cf7-44d6-a623-412dc10d8c77',
        type: 'Export',
        state: 'completed',
        progress: 100,
        message: 'Eksporterer (7 av 7 taksa)',
        cancelRequested: false,
        createdAt: '2026-11-27T20:40:15.388Z',
        finishedAt: '2026-11-27T20:40:15.489Z',
        fileName: 'navnebase-Animalia.xlsx',
        fileUrl: '/api/v1/DataTransfer/Jobs/136836c0-3cf7-44d6-a623-412dc10d8c77/File',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke funnet',
        status: 404,
        detail:
          'Finner ikke jobben 1.7976931348623157e+308. Ferdige jobber slettes etter et døgn, og jobber i en tjeneste som har startet på nytt finnes ikke lenger.',
        errorCode: 'JOB_NOT_FOUND',
        requestId: 'b444a075-0b72-424c-b09e-5b68e7e230de',
      },
    },
  },
  'get /api/v1/DataTransfer/Jobs/{id}/File': {
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke funnet',
        status: 404,
        detail:
          "Finner ikke jobben 'qmUA7!O l. Ferdige jobber slettes etter et døgn, og jobber i en tjeneste som har startet på nytt finnes ikke lenger.",
        errorCode: 'JOB_NOT_FOUND',
        requestId: '588b6ce2-f8f8-4b95-a0a0-ce100680a189',
      },
    },
  },
  'get /api/v1/Feed': {
    '200': {
      'application/json': {
        events: [
          {
            id: '2',
            time: '2026-11-27T20:29:25.594Z',
            type: 'no.navnebase.register.v1.name.changed',
            source: 'urn:navnebase:register',
            specversion: '1.0',
            datacontenttype: 'application/json',
            subject: '1001',
            data: {
              taxa: [],
              names: [
                {
                  rank: 'Subspecies',
                  author: 'Forfatter 26',
                  taxonId: 10,
                  scientificName: 'Ursus arctos americanus',
                  taxonomicStatus: 'Synonym',
                  scientificNameId: 1001,
                  nomenclaturalStatuses: [],
                },
              ],
              remark: 'Tilfeldig edit',
              changes: [
                {
                  fields: {
                    author: {
                      after: 'Forfatter 26',
                      before: 'Pallas, 1780',
                    },
                  },
                  scientificNameId: 1001,
                },
              ],
              withdrawn: [],
              successors: [],
              removedTaxa: [],
              removedNames: [],
              correlationId: 'prop-2',
            },
            position: 'djEuMg',
          },
          {
            id: '3',
            time: '2026-11-27T20:29:25.895Z',
            type: 'no.navnebase.register.v1.name.status-changed',
            source: 'urn:navnebase:register',
            specversion: '1.0',
            datacontenttype: 'application/json',
            subject: '80',
            data: {
              taxa: [
                {
                  taxonId: 106,
                  parentTaxonId: 6,
                  existsInNorway: true,
                  vernacularNames: [
                    {
                      status: 'Recommended',
                      language: 'nb',
                      vernacularName: 'isbjørn',
                    },
                    {
                      status: 'Recommended',
                      language: 'nn',
                      vernacularName: 'kvitbjørn',
                    },
                  ],
                },
              ],
              names: [
                {
                  rank: 'Species',
                  author: 'Phipps, 1774',
                  taxonId: 106,
                  scientificName: 'Ursus maritimus',
                  taxonomicStatus: 'Synonym',
                  scientificNameId: 8,
                  nomenclaturalStatuses: [],
                },
                {
                  rank: 'Species',
                  author: '(Phipps, 1774)',
                  taxonId: 106,
                  scientificName: 'Thalarctos maritimus',
                  taxonomicStatus: 'Accepted',
                  scientificNameId: 80,
                  nomenclaturalStatuses: [],
                },
              ],
              remark: 'Tilfeldig rearrange',
              changes: [
                {
                  fields: {
                    taxonId: {
                      after: 106,
                      before: 8,
                    },
                    taxonomicStatus: {
                      after: 'Synonym',
                      before: 'Accepted',
                    },
                  },
                  scientificNameId: 8,
                },
                {
                  fields: {
                    taxonId: {
                      after: 106,
                      before: 8,
                    },
                    taxonomicStatus: {
                      after: 'Accepted',
                      before: 'Synonym',
                    },
                  },
                  scientificNameId: 80,
                },
              ],
              withdrawn: [],
              successors: [
                {
                  id: 8,
                  kind: 'taxon',
                  reason: 'Replaced',
                  successorIds: [106],
                },
              ],
              removedTaxa: [8],
              removedNames: [],
              correlationId: 'prop-3',
            },
            position: 'djEuMw',
          },
        ],
        next: 'djEuMw',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail:
          'Ukjent hendelsestype «name.renamed». Kjente typer: name.created, name.changed, name.status-changed, name.moved, taxa.merged, taxon.split, name.deleted, vernacular-names.changed, import.batch.',
        errorCode: 'INVALID_REQUEST',
        field: 'types',
        requestId: 'ad5fd4d6-84ce-4916-9145-bc59db741e89',
      },
    },
  },
  'get /api/v1/Feed/Snapshot': {
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke funnet',
        status: 404,
        detail: 'Finner ikke vitenskapelig navn med id 987654.',
        errorCode: 'SCIENTIFIC_NAME_NOT_FOUND',
        requestId: 'bbf39fef-ceaf-4895-b376-537f1927f1a1',
      },
    },
  },
  'get /api/v1/Settings': {
    '200': {
      'application/json': {
        name: 'Artsinstituttet',
        contactEmail: 'post@arter.example.org',
        taxonPageUrl: 'https://arter.example.org/takson/{taxonId}',
        siteSearchUrl: 'https://arter.example.org/sok',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.',
        errorCode: 'CSRF_HEADER_MISSING',
        requestId: 'e008863b-e0bd-4478-874b-4a72a547526e',
      },
    },
  },
  'get /api/v1/Statistics/NamesCount': {
    '200': {
      'application/json': {
        totalCount: 27,
        acceptedCount: 24,
        synonymsCount: 3,
        unresolvedCount: 0,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Ugyldig dato. Bruk formatet ÅÅÅÅ-MM-DD.',
        errorCode: 'INVALID_REQUEST',
        field: 'date',
        requestId: 'ef1b8fd6-1b72-43f9-a54b-34244eb061f5',
      },
    },
  },
  'get /api/v1/Statistics/NamesCountByLanguage': {
    '200': {
      'application/json': {
        totalCount: 4,
        acceptedCount: 3,
        synonymsCount: 1,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Ukjent språk. Tillatt: nb, nn, se.',
        errorCode: 'INVALID_REQUEST',
        field: 'languageId',
        requestId: 'c58250ce-de7b-4475-807d-417dd9f32c3b',
      },
    },
  },
  'get /api/v1/Statistics/OverTime': {
    '200': {
      'application/json': {
        days: [
          {
            day: '2026-01-10',
            taxa: 13,
            names: 14,
            synonyms: 1,
            vernacular: {
              nb: 1,
              nn: 0,
              se: 0,
            },
          },
          {
            day: '2026-02-03',
            taxa: 13,
            names: 15,
            synonyms: 2,
            vernacular: {
              nb: 1,
              nn: 0,
              se: 0,
            },
          },
          {
            day: '2026-02-05',
            taxa: 14,
            names: 16,
            synonyms: 2,
            vernacular: {
              nb: 1,
              nn: 0,
              se: 0,
            },
          },
        ],
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Feltet from inneholder et nulltegn (U+0000), som ikke er tillatt.',
        errorCode: 'INVALID_CHARACTER',
        field: 'from',
        requestId: 'e47bc6f0-4476-4246-b604-5dbbc174cf35',
      },
    },
  },
  'get /api/v1/Statistics/TaxonCount': {
    '200': {
      'application/json': {
        totalCount: 1819,
        acceptedCount: 1819,
        synonymsCount: 1814,
        unresolvedCount: 0,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'For mange forsøk',
        status: 429,
        detail: 'For mange forespørsler fra denne adressen. Vent 60 sekunder og prøv igjen.',
        errorCode: 'RATE_LIMITED',
        requestId: '098accda-3017-411e-8750-d4806a1c14ac',
      },
    },
  },
  'get /api/v1/TaxonName/ByScientificNameId/{scientificNameId}': {
    '200': {
      'application/json': {
        scientificNameId: 7,
        taxonId: 7,
        parentTaxonId: 6,
        mainScientificNameId: 7,
        scientificNames: [
          {
            id: 7,
            scientificNameId: 7,
            taxonId: 7,
            scientificName: 'Ursus arctos',
            scientificNameAuthorship: 'Linnaeus, 1758',
            scientificNamePresentation: 'Ursus arctos',
            scientificNamePresentationHtml: '<i>Ursus arctos</i>',
            taxonRank: 'Species',
            taxonRankId: 22,
            taxonomicStatus: 'Accepted',
            nomenclaturalStatuses: [],
            attributes: [],
            fullNameAttributes: [],
            comment: '',
            references: [],
            speciesComplex: '',
          },
        ],
        vernacularNames: [
          {
            id: 1,
            nameId: 1,
            vernacularName: 'brunbjørn',
            vernacularNameStatus: 'Recommended',
            languageIsoCode: 'nb',
            comment: '',
            reference: '',
          },
        ],
        higherClassification: [
          {
            taxonId: 1,
            scientificNameId: 1,
            scientificName: 'Animalia',
            scientificNameAuthorship: 'Linnaeus, 1758',
            presentationName: 'Animalia',
            presentationNameHtml: 'Animalia',
            taxonRank: 'Kingdom',
            taxonRankId: 1,
          },
          {
            taxonId: 2,
            scientificNameId: 2,
            scientificName: 'Chordata',
            scientificNameAuthorship: '',
            presentationName: 'Chordata',
            presentationNameHtml: 'Chordata',
            taxonRank: 'Phylum',
            taxonRankId: 3,
          },
          {
            taxonId: 3,
            scientificNameId: 3,
            scientificName: 'Mammalia',
            scientificNameAuthorship: 'Linnaeus, 1758',
            presentationName: 'Mammalia',
            presentationNameHtml: 'Mammalia',
            taxonRank: 'Class',
            taxonRankId: 6,
          },
        ],
        higherClassifications: [
          {
            taxonId: 1,
            scientificNameId: 1,
            scientificName: 'Animalia',
            scientificNameAuthorship: 'Linnaeus, 1758',
            presentationName: 'Animalia',
            presentationNameHtml: 'Animalia',
            taxonRank: 'Kingdom',
            taxonRankId: 1,
          },
          {
            taxonId: 2,
            scientificNameId: 2,
            scientificName: 'Chordata',
            scientificNameAuthorship: '',
            presentationName: 'Chordata',
            presentationNameHtml: 'Chordata',
            taxonRank: 'Phylum',
            taxonRankId: 3,
          },
          {
            taxonId: 3,
            scientificNameId: 3,
            scientificName: 'Mammalia',
            scientificNameAuthorship: 'Linnaeus, 1758',
            presentationName: 'Mammalia',
            presentationNameHtml: 'Mammalia',
            taxonRank: 'Class',
            taxonRankId: 6,
          },
        ],
        kingdom: {
          taxonId: 1,
          scientificName: 'Animalia',
        },
        childCount: 0,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Ugyldig tidspunkt. Bruk en dato (ÅÅÅÅ-MM-DD) eller et tidspunkt (ÅÅÅÅ-MM-DDTtt:mm, gjerne med sone).',
        errorCode: 'INVALID_REQUEST',
        field: 'asOf',
        requestId: 'fc3015c2-9421-42db-baad-cffc419d5af0',
      },
    },
  },
  'get /api/v1/TaxonName/ByTaxonId/{taxonId}': {
    '200': {
      'application/json': {
        scientificNameId: 10,
        taxonId: 10,
        parentTaxonId: 4,
        mainScientificNameId: 10,
        scientificNames: [
          {
            id: 10,
            scientificNameId: 10,
            taxonId: 10,
            scientificName: 'Canidae',
            scientificNameAuthorship: 'Fischer, 1817',
            scientificNamePresentation: 'Canidae',
            scientificNamePresentationHtml: 'Canidae',
            taxonRank: 'Family',
            taxonRankId: 15,
            taxonomicStatus: 'Accepted',
            nomenclaturalStatuses: [],
            attributes: [],
            fullNameAttributes: [],
            comment: '',
            references: [],
            speciesComplex: '',
          },
        ],
        vernacularNames: [],
        higherClassification: [
          {
            taxonId: 1,
            scientificNameId: 1,
            scientificName: 'Animalia',
            scientificNameAuthorship: 'Linnaeus, 1758',
            presentationName: 'Animalia',
            presentationNameHtml: 'Animalia',
            taxonRank: 'Kingdom',
            taxonRankId: 1,
          },
          {
            taxonId: 2,
            scientificNameId: 2,
            scientificName: 'Chordata',
            scientificNameAuthorship: '',
            presentationName: 'Chordata',
            presentationNameHtml: 'Chordata',
            taxonRank: 'Phylum',
            taxonRankId: 3,
          },
          {
            taxonId: 3,
            scientificNameId: 3,
            scientificName: 'Mammalia',
            scientificNameAuthorship: 'Linnaeus, 1758',
            presentationName: 'Mammalia',
            presentationNameHtml: 'Mammalia',
            taxonRank: 'Class',
            taxonRankId: 6,
          },
        ],
        higherClassifications: [
          {
            taxonId: 1,
            scientificNameId: 1,
            scientificName: 'Animalia',
            scientificNameAuthorship: 'Linnaeus, 1758',
            presentationName: 'Animalia',
            presentationNameHtml: 'Animalia',
            taxonRank: 'Kingdom',
            taxonRankId: 1,
          },
          {
            taxonId: 2,
            scientificNameId: 2,
            scientificName: 'Chordata',
            scientificNameAuthorship: '',
            presentationName: 'Chordata',
            presentationNameHtml: 'Chordata',
            taxonRank: 'Phylum',
            taxonRankId: 3,
          },
          {
            taxonId: 3,
            scientificNameId: 3,
            scientificName: 'Mammalia',
            scientificNameAuthorship: 'Linnaeus, 1758',
            presentationName: 'Mammalia',
            presentationNameHtml: 'Mammalia',
            taxonRank: 'Class',
            taxonRankId: 6,
          },
        ],
        kingdom: {
          taxonId: 1,
          scientificName: 'Animalia',
        },
        childCount: 0,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Ugyldig tidspunkt. Bruk en dato (ÅÅÅÅ-MM-DD) eller et tidspunkt (ÅÅÅÅ-MM-DDTtt:mm, gjerne med sone).',
        errorCode: 'INVALID_REQUEST',
        field: 'asOf',
        requestId: 'be571ee9-3814-4b5c-8e17-713f23c9b9c0',
      },
    },
  },
  'get /api/v1/TaxonName/Changes/ByScientificNameId/{scientificNameId}': {
    '200': {
      'application/json': [
        {
          changeByUser: 'Test Admin',
          changeDate: '2026-11-27T20:30:06.472Z',
          changeRemarks: 'Populærnavn gjennomgått',
          changeType: 'Edit',
          dataBefore: [
            {
              taxonId: 11,
              scientificName: 'Ursus maritimus Phipps, 1774',
              vernacularName: 'isbjørn',
              languageIsoCode: 'nb',
              scientificNameId: 11,
              vernacularNameStatus: 'Recommended',
              scientificNameHtml: '<i>Ursus maritimus</i> Phipps, 1774',
            },
            {
              taxonId: 11,
              scientificName: 'Ursus maritimus Phipps, 1774',
              vernacularName: 'kvitbjørn',
              languageIsoCode: 'nb',
              scientificNameId: 11,
              vernacularNameStatus: 'NotRecommended',
              scientificNameHtml: '<i>Ursus maritimus</i> Phipps, 1774',
            },
          ],
          dataAfter: [
            {
              taxonId: 11,
              scientificName: 'Ursus maritimus Phipps, 1774',
              vernacularName: 'isbjørn',
              languageIsoCode: 'nb',
              scientificNameId: 11,
              vernacularNameStatus: 'NotRecommended',
              scientificNameHtml: '<i>Ursus maritimus</i> Phipps, 1774',
            },
            {
              comment: 'Mest brukt',
              taxonId: 11,
              scientificName: 'Ursus maritimus Phipps, 1774',
              vernacularName: 'kvitbjørn',
              languageIsoCode: 'nb',
              scientificNameId: 11,
              vernacularNameStatus: 'Recommended',
              scientificNameHtml: '<i>Ursus maritimus</i> Phipps, 1774',
            },
          ],
        },
        {
          changeByUser: 'Test Admin',
          changeDate: '2026-11-27T20:30:06.472Z',
          changeRemarks: 'Populærnavn gjennomgått',
          changeType: 'Remove',
          dataBefore: [
            {
              taxonId: 11,
              scientificName: 'Ursus maritimus Phipps, 1774',
              vernacularName: 'isbjørn',
              languageIsoCode: 'nn',
              scientificNameId: 11,
              vernacularNameStatus: 'Recommended',
              scientificNameHtml: '<i>Ursus maritimus</i> Phipps, 1774',
            },
          ],
          dataAfter: [],
        },
        {
          changeByUser: 'Test Admin',
          changeDate: '2026-11-27T20:30:06.472Z',
          changeRemarks: 'Populærnavn gjennomgått',
          changeType: 'Inserted',
          dataBefore: [],
          dataAfter: [
            {
              taxonId: 11,
              scientificName: 'Ursus maritimus Phipps, 1774',
              vernacularName: 'jiekŋačuoivvas',
              languageIsoCode: 'se',
              scientificNameId: 11,
              vernacularNameStatus: 'Recommended',
              scientificNameHtml: '<i>Ursus maritimus</i> Phipps, 1774',
            },
          ],
        },
      ],
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Ugyldig tidspunkt. Bruk en dato (ÅÅÅÅ-MM-DD) eller et tidspunkt (ÅÅÅÅ-MM-DDTtt:mm, gjerne med sone).',
        errorCode: 'INVALID_REQUEST',
        field: 'asOf',
        requestId: '2a473fdb-87f9-47ab-8ee5-0e769e1a64e6',
      },
    },
  },
  'get /api/v1/TaxonName/Children/ByScientificNameId/{scientificNameId}': {
    '200': {
      'application/json': SHARED_1,
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Ugyldig tidspunkt. Bruk en dato (ÅÅÅÅ-MM-DD) eller et tidspunkt (ÅÅÅÅ-MM-DDTtt:mm, gjerne med sone).',
        errorCode: 'INVALID_REQUEST',
        field: 'asOf',
        requestId: '9bdc8e9a-b2c2-41fb-8ea6-dfb0f2f138ab',
      },
    },
  },
  'get /api/v1/TaxonName/Children/ByTaxonNameId/{taxonNameId}': {
    '200': {
      'application/json': SHARED_1,
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Ugyldig tidspunkt. Bruk en dato (ÅÅÅÅ-MM-DD) eller et tidspunkt (ÅÅÅÅ-MM-DDTtt:mm, gjerne med sone).',
        errorCode: 'INVALID_REQUEST',
        field: 'asOf',
        requestId: '78d43f1b-e55b-4616-ac43-046ec3507fb4',
      },
    },
  },
  'get /api/v1/TaxonName/Diff': {
    '200': {
      'application/json': {
        scientificNameId: 6,
        taxonId: 6,
        from: {
          time: '2025-12-31T22:59:59.999Z',
          position: 0,
        },
        to: {
          time: '2026-01-02T22:59:59.999Z',
          position: 1,
        },
        counts: {
          added: 11,
          removed: 0,
          renamed: 0,
          statusChanged: 0,
          movedIn: 0,
          movedOut: 0,
          changed: 0,
        },
        items: [
          {
            change: 'added',
            scientificNameId: 1000,
            before: null,
            after: {
              scientificNameId: 1000,
              taxonId: 10,
              scientificName: 'Euarctos americanus',
              author: '(Pallas, 1780)',
              rank: 'Species',
              taxonomicStatus: 'Synonym',
            },
            fields: [],
            changeLabel: 'Lagt til',
            events: [
              {
                position: 1,
                operation: 'TaxaImported',
                operationLabel: 'Import av taksa',
                time: '2026-01-01T10:00:00.000Z',
                userName: 'Test',
                remark: '',
              },
            ],
          },
          {
            change: 'added',
            scientificNameId: 80,
            before: null,
            after: {
              scientificNameId: 80,
              taxonId: 8,
              scientificName: 'Thalarctos maritimus',
              author: '(Phipps, 1774)',
              rank: 'Species',
              taxonomicStatus: 'Synonym',
            },
            fields: [],
            changeLabel: 'Lagt til',
            events: [
              {
                position: 1,
                operation: 'TaxaImported',
                operationLabel: 'Import av taksa',
                time: '2026-01-01T10:00:00.000Z',
                userName: 'Test',
                remark: '',
              },
            ],
          },
          {
            change: 'added',
            scientificNameId: 6,
            before: null,
            after: {
              scientificNameId: 6,
              taxonId: 6,
              scientificName: 'Ursus',
              author: 'Linnaeus, 1758',
              rank: 'Genus',
              taxonomicStatus: 'Accepted',
            },
            fields: [],
            changeLabel: 'Lagt til',
            events: [
              {
                position: 1,
                operation: 'TaxaImported',
                operationLabel: 'Import av taksa',
                time: '2026-01-01T10:00:00.000Z',
                userName: 'Test',
                remark: '',
              },
            ],
          },
        ],
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Ugyldig tidspunkt. Bruk en dato (ÅÅÅÅ-MM-DD) eller et tidspunkt (ÅÅÅÅ-MM-DDTtt:mm, gjerne med sone).',
        errorCode: 'INVALID_REQUEST',
        field: 'from',
        requestId: 'd91c0721-f6b9-48c6-98f1-162df5e95a2d',
      },
    },
  },
  'get /api/v1/TaxonName/Match/Jobs/{id}': {
    '200': {
      'application/json': {
        jobId: 'match-c4fea30d-3c9a-4cd2-b6f3-4d9780a75fa6',
        state: 'completed',
        progress: 100,
        message: 'Lagrer resultatet',
        count: 10500,
        counts: {
          vernacular: 3500,
          canonical: 3500,
          none: 3500,
        },
        resultUrl: '/api/v1/TaxonName/Match/Jobs/match-c4fea30d-3c9a-4cd2-b6f3-4d9780a75fa6/Result',
        createdAt: '2026-11-27T20:42:26.692Z',
        finishedAt: '2026-11-27T20:42:30.780Z',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke funnet',
        status: 404,
        detail: 'Finner ikke listesøket 1.7976931348623157e+308. Ferdige listesøk slettes etter et døgn.',
        errorCode: 'JOB_NOT_FOUND',
        requestId: 'eed34aa1-9042-4946-9a34-9358bb4d2256',
      },
    },
  },
  'get /api/v1/TaxonName/Match/Jobs/{id}/Result': {
    '200': {
      'application/json': {
        results: [
          {
            input: 'brunbjørn',
            parsed: {
              canonicalName: 'Brunbjørn',
              authorship: '',
            },
            matchType: 'vernacular',
            confidence: 95,
            match: {
              scientificNameId: 7,
              taxonId: 7,
              scientificName: 'Ursus arctos',
              author: 'Linnaeus, 1758',
              rank: 'Species',
              taxonomicStatus: 'Accepted',
            },
            vernacularNames: {
              nb: 'brunbjørn',
              nn: 'brunbjørn',
              se: 'guovža',
            },
            existsInNorway: true,
            matchedVernacularName: 'brunbjørn',
          },
          {
            input: 'Ursus arctos',
            parsed: {
              canonicalName: 'Ursus arctos',
              authorship: '',
            },
            matchType: 'canonical',
            confidence: 97,
            match: {
              scientificNameId: 7,
              taxonId: 7,
              scientificName: 'Ursus arctos',
              author: 'Linnaeus, 1758',
              rank: 'Species',
              taxonomicStatus: 'Accepted',
            },
            vernacularNames: {
              nb: 'brunbjørn',
              nn: 'brunbjørn',
              se: 'guovža',
            },
            existsInNorway: true,
          },
          {
            input: 'Nonsens2 art',
            parsed: {
              canonicalName: '',
              authorship: 'Nonsens2 art',
            },
            matchType: 'none',
            confidence: 0,
          },
        ],
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke funnet',
        status: 404,
        detail: 'Finner ikke listesøket ../../../etc/passwd. Ferdige listesøk slettes etter et døgn.',
        errorCode: 'JOB_NOT_FOUND',
        requestId: '90f86ac8-1c80-4cad-b954-bd62c6170a2f',
      },
    },
  },
  'get /api/v1/TaxonName/Search': {
    '200': {
      'application/json': [
        {
          taxonId: 1822,
          acceptedScientificName: {
            nameId: 2263,
            nameFormatted: '<i>Lemur fulvus</i>',
            name: 'Lemur fulvus',
            author: 'Geoffroy, 1796',
            rank: 'Species',
            taxonomicStatus: 'Accepted',
            isSearchMatch: false,
          },
          scientificNameSynonyms: [
            {
              nameId: 2262,
              nameFormatted: '<i>Eulemur fulvus</i>',
              name: 'Eulemur fulvus',
              author: '(É. Geoffroy, 1796)',
              rank: 'Species',
              taxonomicStatus: 'Synonym',
              isSearchMatch: true,
            },
          ],
          preferredVernacularNames: [],
          vernacularNameSynonyms: [],
          kingdom: 'Animalia',
        },
        {
          taxonId: 1820,
          acceptedScientificName: {
            nameId: 2196,
            nameFormatted: '<i>Eulemur rufus</i>',
            name: 'Eulemur rufus',
            author: '(Audebert, 1799)',
            rank: 'Species',
            taxonomicStatus: 'Accepted',
            isSearchMatch: false,
          },
          scientificNameSynonyms: [
            {
              nameId: 2197,
              nameFormatted: '<i>Eulemur fulvus rufus</i>',
              name: 'Eulemur fulvus rufus',
              author: '(É. Geoffroy, 1796)',
              rank: 'Subspecies',
              taxonomicStatus: 'Synonym',
              isSearchMatch: true,
            },
          ],
          preferredVernacularNames: [],
          vernacularNameSynonyms: [],
          kingdom: 'Animalia',
        },
        {
          taxonId: 1081,
          acceptedScientificName: {
            nameId: 2158,
            nameFormatted: '<i>Eulemur collaris</i>',
            name: 'Eulemur collaris',
            author: '(É. Geoffroy, 1812)',
            rank: 'Species',
            taxonomicStatus: 'Accepted',
            isSearchMatch: false,
          },
          scientificNameSynonyms: [
            {
              nameId: 2159,
              nameFormatted: '<i>Eulemur fulvus collaris</i>',
              name: 'Eulemur fulvus collaris',
              author: '(É. Geoffroy, 1796)',
              rank: 'Subspecies',
              taxonomicStatus: 'Synonym',
              isSearchMatch: true,
            },
          ],
          preferredVernacularNames: [],
          vernacularNameSynonyms: [],
          kingdom: 'Animalia',
        },
      ],
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Feltet Search inneholder et nulltegn (U+0000), som ikke er tillatt.',
        errorCode: 'INVALID_CHARACTER',
        field: 'Search',
        requestId: '8ec30bc7-9e08-4946-81f1-cbef3af1df77',
      },
    },
  },
  'get /api/v1/TaxonomicOperations/TransferParent/Preview': {
    '200': {
      'application/json': {
        scientificNameId: 8,
        taxonId: 8,
        name: {
          taxonId: 8,
          scientificNameId: 8,
          scientificName: 'Helarctos',
          scientificNameAuthorship: 'Horsfield, 1825',
          scientificNamePresentationHtml: '<i>Helarctos</i>',
          taxonRank: 'Genus',
          taxonRankId: 19,
        },
        oldParent: {
          taxonId: 5,
          scientificNameId: 5,
          scientificName: 'Ursidae',
          scientificNameAuthorship: 'G. Fischer, 1817',
          scientificNamePresentationHtml: 'Ursidae',
          taxonRank: 'Family',
          taxonRankId: 15,
        },
        newParent: null,
        allowedParentRanks: ['Family', 'Subfamily', 'Tribe'],
        allowedParentRankIds: [15, 16, 17],
        commonAncestors: [],
        oldHierarchy: [
          {
            taxonId: -1,
            scientificNameId: -1,
            scientificName: 'Biota',
            scientificNameAuthorship: '',
            scientificNamePresentationHtml: 'Biota',
            taxonRank: 'Sphere',
            taxonRankId: 0,
          },
          {
            taxonId: 1,
            scientificNameId: 1,
            scientificName: 'Animalia',
            scientificNameAuthorship: 'Linnaeus, 1758',
            scientificNamePresentationHtml: 'Animalia',
            taxonRank: 'Kingdom',
            taxonRankId: 1,
          },
          {
            taxonId: 2,
            scientificNameId: 2,
            scientificName: 'Chordata',
            scientificNameAuthorship: '',
            scientificNamePresentationHtml: 'Chordata',
            taxonRank: 'Phylum',
            taxonRankId: 3,
          },
        ],
        newHierarchy: [],
        invalidReasons: [],
        isValid: false,
        genusChanged: false,
        isAnimalia: true,
        authorEditor: '',
        changes: [],
        changedChildren: [],
        unMovableChildren: [],
        hasPermission: true,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.',
        errorCode: 'CSRF_HEADER_MISSING',
        requestId: '78ec1349-fdac-4944-bbf8-8739cf66661b',
      },
    },
  },
  'get /api/v1/Users': {
    '200': {
      'application/json': [
        {
          id: 1,
          firstName: 'Administrator',
          lastName: 'Navnebase',
          email: 'admin@navnebase.local',
          institution: '',
          hasAccess: true,
          isAdmin: true,
          userPermissions: [],
          hasPassword: true,
          hasExternalLogin: false,
        },
        {
          id: 3,
          firstName: 'Bjørn',
          lastName: 'Redaktør',
          email: 'bjorn@example.org',
          institution: '',
          hasAccess: true,
          isAdmin: false,
          userPermissions: [
            {
              nameId: 6,
              nameString: 'Ursus',
            },
          ],
          hasPassword: true,
          hasExternalLogin: false,
        },
        {
          id: 2,
          firstName: 'Uten',
          lastName: 'Tilgang',
          email: 'uten@example.org',
          institution: '',
          hasAccess: false,
          isAdmin: false,
          userPermissions: [
            {
              nameId: 6,
              nameString: 'Ursus',
            },
          ],
          hasPassword: true,
          hasExternalLogin: false,
        },
      ],
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Ugyldig sort: forventet [felt, "ASC" | "DESC"] med felt id, firstName, lastName, email, institution, hasAccess, isAdmin.',
        errorCode: 'INVALID_REQUEST',
        field: 'sort',
        requestId: '5bbb24e4-557a-49d4-97ab-4216eae14f50',
      },
    },
  },
  'get /api/v1/Users/LoggedInUserInfo': {
    '200': {
      'application/json': {
        id: 3,
        name: 'Bjørn Redaktør',
        email: 'bjorn@example.org',
        hasAccess: true,
        isAdmin: false,
        userPermissions: [6],
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.',
        errorCode: 'CSRF_HEADER_MISSING',
        requestId: 'd7658a9c-c1d0-4b0f-9506-1e141cbb8cfd',
      },
    },
  },
  'get /api/v1/Users/UserHasPermission': {
    '200': {
      'application/json': false,
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.',
        errorCode: 'CSRF_HEADER_MISSING',
        requestId: 'b3697bb0-3a56-4f96-b31f-19bcb2c785cc',
      },
    },
  },
  'get /api/v1/Users/{id}': {
    '200': {
      'application/json': {
        id: 5,
        firstName: 'Fra',
        lastName: 'Replika',
        email: 'replika@example.org',
        institution: 'Annen replika',
        hasAccess: true,
        isAdmin: false,
        userPermissions: [
          {
            nameId: 6,
            nameString: 'Ursus',
          },
        ],
        hasPassword: false,
        hasExternalLogin: false,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Feltet id inneholder et nulltegn (U+0000), som ikke er tillatt.',
        errorCode: 'INVALID_CHARACTER',
        field: 'id',
        requestId: 'da396714-24da-427e-bea0-21283280716a',
      },
    },
  },
  'get /api/v1/Users/{id}/History': {
    '200': {
      'application/json': [
        {
          changeType: 'UserAdded',
          changeDate: '2026-11-27T20:41:14.916Z',
          changeByUser: 'Administrator Navnebase',
          changeByUserId: '1',
          dataAfter: {
            email: 'kari@example.org',
            isAdmin: false,
            lastName: 'Nordmann',
            firstName: 'Kari',
            hasAccess: true,
            institution: 'NTNU',
            userPermissions: [
              {
                nameId: 6,
                nameString: 'Ursus',
              },
            ],
          },
          source: 'admin',
        },
        {
          changeType: 'UserPasswordSet',
          changeDate: '2026-11-27T20:41:14.916Z',
          changeByUser: 'Administrator Navnebase',
          changeByUserId: '1',
        },
        {
          changeType: 'UserUpdated',
          changeDate: '2026-11-27T20:41:15.683Z',
          changeByUser: 'Administrator Navnebase',
          changeByUserId: '1',
          changedFields: ['lastName', 'userPermissions'],
          dataBefore: {
            email: 'kari@example.org',
            isAdmin: false,
            lastName: 'Nordmann',
            firstName: 'Kari',
            hasAccess: true,
            institution: 'NTNU',
            userPermissions: [
              {
                nameId: 6,
                nameString: 'Ursus',
              },
            ],
          },
          dataAfter: {
            email: 'kari@example.org',
            isAdmin: false,
            lastName: 'Hansen',
            firstName: 'Kari',
            hasAccess: true,
            institution: 'NTNU',
            userPermissions: [
              {
                nameId: 6,
                nameString: 'Ursus',
              },
              {
                nameId: 105,
                nameString: 'Salix',
              },
            ],
          },
        },
      ],
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.',
        errorCode: 'CSRF_HEADER_MISSING',
        requestId: '9f643593-8c8f-4c69-b91c-3060fcce70c2',
      },
    },
  },
  'get /api/v1/Webhooks': {
    '200': {
      'application/json': [
        {
          id: 'a5a4ed2c-2f4c-4d15-95e7-9d77c6bdafaf',
          url: 'http://127.0.0.1:45253/hook',
          subtree: null,
          types: null,
          active: true,
          description: 'Karttjenesten',
          usageUrl: null,
          state: 'active',
          pausedReason: null,
          failures: 0,
          nextAttemptAt: null,
          cursor: 'djEuMQ',
          createdAt: '2026-11-27T20:52:30.768Z',
          updatedAt: '2026-11-27T20:52:30.768Z',
          lastDeliveryAt: null,
        },
      ],
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ingen tilgang',
        status: 403,
        detail: 'Du må være logget inn for å gjøre endringer.',
        errorCode: 'NOT_LOGGED_IN',
        requestId: '1c0d8a4d-7635-47fa-b592-996e1709e057',
      },
    },
  },
  'get /api/v1/Webhooks/{id}': {
    '200': {
      'application/json': {
        id: '284a2db5-2758-4b87-aeb1-6b6244d01c68',
        url: 'http://127.0.0.1:45253/hook',
        subtree: null,
        types: ['name.created'],
        active: true,
        description: '',
        usageUrl: null,
        state: 'paused',
        pausedReason: 'Stoppet etter 3 mislykkede forsøk på rad. Siste feil: HTTP 500.',
        failures: 3,
        nextAttemptAt: null,
        cursor: 'djEuMg',
        createdAt: '2026-11-27T20:52:30.930Z',
        updatedAt: '2026-11-27T20:52:30.930Z',
        lastDeliveryAt: null,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke funnet',
        status: 404,
        detail: 'Finner ikke dette webhook-abonnementet.',
        errorCode: 'WEBHOOK_NOT_FOUND',
        requestId: '988d7a89-321b-4001-9eed-ae759a4df621',
      },
    },
  },
  'get /api/v1/Webhooks/{id}/Deliveries': {
    '200': {
      'application/json': [
        {
          id: 4,
          time: '2026-11-27T20:52:32.640Z',
          eventId: '3',
          eventType: 'no.navnebase.register.v1.name.created',
          attempt: 3,
          status: 500,
          error: 'HTTP 500',
          latencyMs: 29,
        },
        {
          id: 3,
          time: '2026-11-27T20:52:31.615Z',
          eventId: '3',
          eventType: 'no.navnebase.register.v1.name.created',
          attempt: 2,
          status: 500,
          error: 'HTTP 500',
          latencyMs: 7,
        },
        {
          id: 2,
          time: '2026-11-27T20:52:30.990Z',
          eventId: '3',
          eventType: 'no.navnebase.register.v1.name.created',
          attempt: 1,
          status: 500,
          error: 'HTTP 500',
          latencyMs: 11,
        },
      ],
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.',
        errorCode: 'CSRF_HEADER_MISSING',
        requestId: 'd606e763-cf11-4e4f-aadc-9e0b58352656',
      },
    },
  },
  'get /bff/login/oidc': {
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke funnet',
        status: 404,
        detail: 'Innlogging med ekstern konto er ikke satt opp.',
        errorCode: 'OIDC_NOT_CONFIGURED',
        requestId: 'fc959c9c-5ce5-4241-a1df-c0cefb2c63f4',
      },
    },
  },
  'get /bff/logout': {
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Utloggingen mangler riktig sid. Bruk utloggingslenken (bff:logout_url) fra /bff/user.',
        errorCode: 'INVALID_SID',
        requestId: 'db75b740-ce17-49c6-9442-f14685325c90',
      },
    },
  },
  'get /bff/signin-oidc': {
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke funnet',
        status: 404,
        detail: 'Innlogging med ekstern konto er ikke satt opp.',
        errorCode: 'OIDC_NOT_CONFIGURED',
        requestId: 'fdf6f45b-6241-48c2-b8ed-28563d1d54e0',
      },
    },
  },
  'get /bff/user': {
    '200': {
      'application/json': [
        {
          type: 'sub',
          value: '1',
        },
        {
          type: 'name',
          value: 'Administrator Navnebase',
        },
        {
          type: 'email',
          value: 'admin@navnebase.local',
        },
      ],
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.',
        errorCode: 'CSRF_HEADER_MISSING',
        requestId: 'cca6666f-69af-419e-8032-4f324d86b7b9',
      },
    },
  },
  'post /api/v1/Audit/Export': {
    '202': {
      'application/json': {
        jobId: 'ffb3d1fb-696b-4f59-8fa1-42a4cf96b3d4',
        state: 'waiting',
        progress: 0,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Du må være logget inn som administrator for å se revisjonsloggen.',
        errorCode: 'NOT_LOGGED_IN',
        requestId: 'd3401191-1673-4b76-8bf0-6fb3839ac557',
      },
    },
  },
  'post /api/v1/DataTransfer/Archive': {
    '202': {
      'application/json': {
        jobId: 'archive-ecb6d208-48d2-4f20-9ede-8f544c84fcf4',
        type: 'ArchiveCheck',
        state: 'active',
        progress: 2,
        message: 'Leser arkivet',
        cancelRequested: false,
        createdAt: '2026-11-27T20:58:18.776Z',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Filen er ikke en zip-fil. Last opp et Darwin Core Archive eller en ColDP-pakke som én .zip-fil.',
        errorCode: 'ARCHIVE_NOT_ZIP',
        field: 'formFile',
        requestId: 'e6994a95-ddf7-4bdb-aa4f-29b97bddf08d',
      },
    },
  },
  'post /api/v1/DataTransfer/Archive/Jobs/{id}/Cancel': {
    '200': {
      'application/json': {
        jobId: 'archive-9ab89f67-ee23-4f89-b6a2-f9f97d020523',
        type: 'ArchiveCheck',
        state: 'cancelled',
        progress: 0,
        cancelRequested: false,
        createdAt: '2026-11-27T20:58:18.877Z',
        finishedAt: '2026-11-27T20:58:18.889Z',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke funnet',
        status: 404,
        detail: 'Finner ikke jobben nope. Ferdige jobber slettes etter et døgn. Last opp arkivet på nytt.',
        errorCode: 'JOB_NOT_FOUND',
        requestId: '1fe1584c-7f1a-44f7-87cf-94d85e7289ee',
      },
    },
  },
  'post /api/v1/DataTransfer/Archive/Jobs/{id}/Import': {
    '202': {
      'application/json': {
        jobId: 'archive-c5eadacd-4bba-430e-afc9-73d6dfb3aa93-import',
        type: 'ArchiveImport',
        state: 'completed',
        progress: 100,
        message: 'Lagrer i registeret: 1 av 1 hendelser',
        result: {
          dryRun: false,
          existsInNorway: true,
          duplicate: false,
          source: 'sopp',
          format: 'dwca',
          read: {
            files: [
              {
                file: 'taxon.txt',
                kind: 'nameUsages',
                rows: 9,
                encoding: 'UTF-8',
                taxa: 8,
                synonyms: 1,
              },
            ],
            taxa: 8,
            synonyms: 1,
            vernacularNames: 0,
          },
          imported: {
            taxa: 7,
            names: 8,
            synonyms: 1,
            vernacularNames: 0,
            higherTaxaCreated: 0,
          },
          rows: [
            {
              file: 'taxon.txt',
              rows: 9,
              imported: 8,
              skipped: 1,
            },
          ],
          problemCount: 1,
          problemGroups: [
            {
              severity: 'error',
              skipped: true,
              reason: 'Ukjent taksonomisk status',
              count: 1,
              examples: [
                {
                  file: 'taxon.txt',
                  row: 10,
                  id: 'f9',
                  detail: 'ubestemt',
                },
              ],
            },
          ],
          noProblems: false,
          top: {
            roots: [
              {
                scientificName: 'Fungi',
                author: '',
                rank: 'Kingdom',
                descendants: 6,
                children: [
                  {
                    scientificName: 'Basidiomycota',
                    author: '',
                    rank: 'Phylum',
                    descendants: 5,
                    children: [
                      {
                        scientificName: 'Agaricomycetes',
                        author: '',
                        rank: 'Class',
                        descendants: 4,
                        children: [],
                        hiddenChildren: 1,
                      },
                    ],
                    hiddenChildren: 0,
                  },
                ],
                hiddenChildren: 0,
              },
            ],
            hiddenRoots: 0,
          },
        },
        cancelRequested: false,
        createdAt: '2026-11-27T20:58:18.666Z',
        finishedAt: '2026-11-27T20:58:18.745Z',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Konflikt',
        status: 409,
        detail: 'Kontrollen av arkivet er ikke ferdig. Vent til den er ferdig, og prøv igjen.',
        errorCode: 'ARCHIVE_CHECK_NOT_FINISHED',
        requestId: '4f006c74-d000-4c59-903f-6a016fdca8c2',
      },
    },
  },
  'post /api/v1/DataTransfer/Export': {
    '202': {
      'application/json': {
        jobId: 'f610d0ac-fbd3-463a-b1c4-267d2986f90b',
        type: 'Export',
        state: 'waiting',
        progress: 0,
        cancelRequested: false,
        createdAt: '2026-11-27T20:40:16.584Z',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Kunne ikke eksportere. Du må velge et navn å eksportere.',
        errorCode: 'EXPORT_NAME_REQUIRED',
        field: 'scientificNameId',
        requestId: 'f648991d-a625-4bd5-88d5-a6a9332f1fcf',
      },
    },
  },
  'post /api/v1/DataTransfer/Import': {
    '202': {
      'application/json': {
        jobId: 'fdf2e8fa-3a10-4def-824f-f09a2aec0877',
        type: 'Import',
        state: 'waiting',
        progress: 0,
        cancelRequested: false,
        createdAt: '2026-11-27T20:40:25.860Z',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail:
          'Filen ble ikke importert, fordi den har 1 feil. Ingenting er lagret.\nCelle B2 har en formel uten lagret verdi. Åpne filen i Excel og lagre den på nytt (da lagres verdien), eller skriv inn verdien i stedet for formelen, og prøv igjen.',
        errorCode: 'IMPORT_INVALID',
        problems: [
          {
            row: null,
            column: null,
            message:
              'Celle B2 har en formel uten lagret verdi. Åpne filen i Excel og lagre den på nytt (da lagres verdien), eller skriv inn verdien i stedet for formelen, og prøv igjen.',
          },
        ],
        problemCount: 1,
        jobId: 'd1a86fa6-23d6-41ea-be18-53c33076c701',
        requestId: 'ad9c7bac-cc1a-48bb-acb5-0bc414d6ecfd',
      },
    },
  },
  'post /api/v1/DataTransfer/Jobs/{id}/Cancel': {
    '200': {
      'application/json': {
        jobId: 'fdf2e8fa-3a10-4def-824f-f09a2aec0877',
        type: 'Import',
        state: 'cancelled',
        progress: 0,
        cancelRequested: false,
        createdAt: '2026-11-27T20:40:25.860Z',
        finishedAt: '2026-11-27T20:40:25.869Z',
        imported: false,
        text: 'Importen ble avbrutt. Ingenting er lagret.',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke funnet',
        status: 404,
        detail:
          'Finner ikke jobben \u000b񎓅񃱕𸸍\u000f\u0011񥻡\u0012\f. Ferdige jobber slettes etter et døgn, og jobber i en tjeneste som har startet på nytt finnes ikke lenger.',
        errorCode: 'JOB_NOT_FOUND',
        requestId: '570972e0-782e-4891-8f6f-8fee1edc4640',
      },
    },
  },
  'post /api/v1/TaxonName/Match': {
    '200': {
      'application/json': {
        results: [
          {
            input: 'Ursus arctos Linnaeus, 1758',
            parsed: {
              canonicalName: 'Ursus arctos',
              authorship: 'Linnaeus, 1758',
            },
            matchType: 'exact',
            confidence: 100,
            match: {
              scientificNameId: 7,
              taxonId: 7,
              scientificName: 'Ursus arctos',
              author: 'Linnaeus, 1758',
              rank: 'Species',
              taxonomicStatus: 'Accepted',
            },
            vernacularNames: {
              nb: 'brunbjørn',
              nn: 'brunbjørn',
              se: 'guovža',
            },
            existsInNorway: true,
          },
          {
            input: 'Salix alba',
            parsed: {
              canonicalName: 'Salix alba',
              authorship: '',
            },
            matchType: 'canonical',
            confidence: 97,
            match: {
              scientificNameId: 106,
              taxonId: 106,
              scientificName: 'Salix alba',
              author: 'L.',
              rank: 'Species',
              taxonomicStatus: 'Accepted',
            },
            vernacularNames: {
              nb: 'hvitpil',
            },
            existsInNorway: true,
          },
          {
            input: 'Ursus arctoss',
            parsed: {
              canonicalName: 'Ursus arctoss',
              authorship: '',
            },
            matchType: 'fuzzy',
            confidence: 85,
            match: {
              scientificNameId: 7,
              taxonId: 7,
              scientificName: 'Ursus arctos',
              author: 'Linnaeus, 1758',
              rank: 'Species',
              taxonomicStatus: 'Accepted',
            },
            vernacularNames: {
              nb: 'brunbjørn',
              nn: 'brunbjørn',
              se: 'guovža',
            },
            existsInNorway: true,
          },
        ],
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail:
          'Listen har 10 001 navn. Største tillatte antall er 10 000 per forespørsel (lengre lister, inntil 100 000 navn, som jobb: POST /api/v1/TaxonName/Match/Jobs).',
        errorCode: 'INVALID_REQUEST',
        field: 'names',
        requestId: 'a95c1aae-f227-41ac-9fd1-2f070a0730e5',
      },
    },
  },
  'post /api/v1/TaxonName/Match/File': {
    '200': {
      'application/json': {
        results: [
          {
            input: 'brunbjørn',
            parsed: {
              canonicalName: 'Brunbjørn',
              authorship: '',
            },
            matchType: 'vernacular',
            confidence: 95,
            match: {
              scientificNameId: 7,
              taxonId: 7,
              scientificName: 'Ursus arctos',
              author: 'Linnaeus, 1758',
              rank: 'Species',
              taxonomicStatus: 'Accepted',
            },
            vernacularNames: {
              nb: 'brunbjørn',
              nn: 'brunbjørn',
              se: 'guovža',
            },
            existsInNorway: true,
            matchedVernacularName: 'brunbjørn',
          },
          {
            input: 'Salix alba L.',
            parsed: {
              canonicalName: 'Salix alba',
              authorship: 'L.',
            },
            matchType: 'exact',
            confidence: 100,
            match: {
              scientificNameId: 106,
              taxonId: 106,
              scientificName: 'Salix alba',
              author: 'L.',
              rank: 'Species',
              taxonomicStatus: 'Accepted',
            },
            vernacularNames: {
              nb: 'hvitpil',
            },
            existsInNorway: true,
          },
        ],
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.',
        errorCode: 'CSRF_HEADER_MISSING',
        requestId: 'ba5926e7-429a-471f-b3a4-d0b6d5c4c276',
      },
    },
  },
  'post /api/v1/TaxonName/Match/Jobs': {
    '202': {
      'application/json': {
        jobId: 'match-c4fea30d-3c9a-4cd2-b6f3-4d9780a75fa6',
        state: 'active',
        progress: 0,
        createdAt: '2026-11-27T20:42:26.692Z',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Listen har 100 001 navn. Største tillatte antall er 100 000 per forespørsel.',
        errorCode: 'INVALID_REQUEST',
        field: 'names',
        requestId: '9e3a8688-250a-4751-af54-b699bd43e4ca',
      },
    },
  },
  'post /api/v1/TaxonomicOperations/AddTaxon': {
    '200': {
      'application/json': {
        scientificNameId: 1003,
        taxonId: 107,
        detail: null,
        errorCode: null,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Populærnavnet inneholder et linjeskift eller en tabulator (U+0009), som ikke er tillatt. Skriv teksten på nytt uten det.',
        errorCode: 'TEXT_INVALID_CHARACTER',
        field: 'vernacularNames[0].vernacularName',
        requestId: '8a88cdc6-617a-48c0-a622-796ca3146130',
      },
    },
  },
  'post /api/v1/TaxonomicOperations/Split': {
    '200': {
      'application/json': {
        scientificNameId: 2196,
        taxonIds: [1820, 1821],
        scientificNameIds: [2196, 2198],
        oldTaxonId: 1105,
        fallbackTaxonId: 193,
        detail: null,
        errorCode: null,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Feltet newTaxons[0].vernacularNames[2].languageIsoCode[1] inneholder et nulltegn (U+0000), som ikke er tillatt.',
        errorCode: 'INVALID_CHARACTER',
        field: 'newTaxons[0].vernacularNames[2].languageIsoCode[1]',
        requestId: '28dcbe06-b6bf-44f7-9515-0288c912a8ca',
      },
    },
  },
  'post /api/v1/TaxonomicOperations/Swap': {
    '200': {
      'application/json': {
        scientificNameId: 2263,
        taxonId: 1822,
        oldTaxonId: 1139,
        keepTaxonId: false,
        newScientificNameIds: [],
        detail: null,
        errorCode: null,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Konflikt',
        status: 409,
        detail:
          'Vent minst 5 minutter før du endrer status på et takson som nettopp er endret. Statusen til Ursus horribilis ble endret for mindre enn 5 minutter siden; vent 5 minutter til, eller velg «Endre likevel».',
        errorCode: 'STATUS_CHANGED_RECENTLY',
        field: 'confirmStatusChange',
        taxonId: 106,
        retryAfterSeconds: 299,
        changedAt: '2026-11-27T20:37:00.406Z',
        requestId: '86729a8c-9156-4822-8ba6-b210ca64be18',
      },
    },
  },
  'post /api/v1/TaxonomicOperations/SwapTaxon': {
    '200': {
      'application/json': {
        scientificNameId: 70,
        taxonId: 8,
        oldTaxonId: 7,
        detail: null,
        errorCode: null,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Konflikt',
        status: 409,
        detail: 'Et gjeldende eller uavklart navn kan ikke bytte takson. Omprioriter taksonet eller slå sammen taksonene i stedet.',
        errorCode: 'MAIN_NAME_CANNOT_CHANGE_TAXON',
        field: 'scientificNameId',
        requestId: 'd5730e04-1bec-44ba-b020-7e0b313cd4c7',
      },
    },
  },
  'post /api/v1/TaxonomicOperations/Synonymize': {
    '200': {
      'application/json': {
        scientificNameId: 298,
        taxonId: 194,
        mergedTaxonIds: [1484],
        scientificNames: [
          {
            id: 298,
            scientificNameId: 298,
            taxonId: 194,
            scientificName: 'Eulemur cinereiceps',
            scientificNameAuthorship: '(A. Grandidier & Milne-Edwards, 1890)',
            scientificNamePresentation: 'Eulemur cinereiceps',
            scientificNamePresentationHtml: '<i>Eulemur cinereiceps</i>',
            taxonRank: 'Species',
            taxonRankId: 22,
            taxonomicStatus: 'Accepted',
            nomenclaturalStatuses: [],
            attributes: [],
            fullNameAttributes: [],
            comment: '',
            references: [
              {
                reference: 'https://www.speciesplus.net/species#/taxon_concepts/10496/legal',
                referenceTypeId: 'Url',
              },
            ],
            speciesComplex: '',
            sourceId: '10496',
          },
          {
            id: 3018,
            scientificNameId: 3018,
            taxonId: 194,
            scientificName: 'Eulemur albocollaris',
            scientificNameAuthorship: '(Rumpler, 1975)',
            scientificNamePresentation: 'Eulemur albocollaris',
            scientificNamePresentationHtml: '<i>Eulemur albocollaris</i>',
            taxonRank: 'Species',
            taxonRankId: 22,
            taxonomicStatus: 'Synonym',
            nomenclaturalStatuses: [],
            attributes: [],
            fullNameAttributes: [],
            comment: '',
            references: [
              {
                reference: 'https://www.speciesplus.net/species#/taxon_concepts/7638/legal',
                referenceTypeId: 'Url',
              },
            ],
            speciesComplex: '',
            sourceId: '7638',
          },
          {
            id: 3019,
            scientificNameId: 3019,
            taxonId: 194,
            scientificName: 'Eulemur fulvus albocollaris',
            scientificNameAuthorship: '(É. Geoffroy, 1796)',
            scientificNamePresentation: 'Eulemur fulvus albocollaris',
            scientificNamePresentationHtml: '<i>Eulemur fulvus albocollaris</i>',
            taxonRank: 'Subspecies',
            taxonRankId: 23,
            taxonomicStatus: 'Synonym',
            nomenclaturalStatuses: [],
            attributes: [],
            fullNameAttributes: [],
            comment: '',
            references: [],
            speciesComplex: '',
            sourceId: '7638SYN536',
          },
        ],
        detail: null,
        errorCode: null,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Konflikt',
        status: 409,
        detail:
          'Vent minst 5 minutter før du endrer status på et takson som nettopp er endret. Statusen til Ursus horribilis ble endret for mindre enn 5 minutter siden; vent 5 minutter til, eller velg «Endre likevel».',
        errorCode: 'STATUS_CHANGED_RECENTLY',
        field: 'confirmStatusChange',
        taxonId: 106,
        retryAfterSeconds: 299,
        changedAt: '2026-11-27T20:37:00.406Z',
        requestId: 'a0e1a8d6-1868-4953-b6af-456f89f949b6',
      },
    },
  },
  'post /api/v1/TaxonomicOperations/TransferParent': {
    '200': {
      'application/json': {
        scientificNameId: 978,
        taxonId: 106,
        oldParentTaxonId: 105,
        newParentTaxonId: 108,
        newCombinations: [
          {
            oldScientificNameId: 106,
            newScientificNameId: 978,
          },
          {
            oldScientificNameId: 107,
            newScientificNameId: 979,
          },
        ],
        detail: null,
        errorCode: null,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Vitenskapelig navn inneholder et ugyldig tegn (U+FE3D2), som ikke er tillatt. Skriv teksten på nytt uten det.',
        errorCode: 'TEXT_INVALID_CHARACTER',
        field: 'newNames[0].newScientificName',
        requestId: 'a6af209a-3a8f-4c2b-99d1-74dfeef5cc52',
      },
    },
  },
  'post /api/v1/TaxonomicOperations/UpdateVernacularNames': {
    '200': {
      'application/json': {
        taxonId: 12,
        scientificNameId: 12,
        detail: null,
        errorCode: null,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Populærnavnet inneholder et ugyldig tegn (U+F31DB), som ikke er tillatt. Skriv teksten på nytt uten det.',
        errorCode: 'TEXT_INVALID_CHARACTER',
        field: 'vernacularNames[2].vernacularName',
        requestId: '549574fd-9959-4887-9502-94d522a6a004',
      },
    },
  },
  'post /api/v1/Users/AddUser': {
    '200': {
      'application/json': {
        id: 2,
        firstName: 'Kari',
        lastName: 'Nordmann',
        email: 'kari@example.org',
        institution: 'NTNU',
        hasAccess: true,
        isAdmin: false,
        userPermissions: [
          {
            nameId: 6,
            nameString: 'Ursus',
          },
        ],
        hasPassword: true,
        hasExternalLogin: false,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Fornavn er obligatorisk.',
        errorCode: 'FIRST_NAME_REQUIRED',
        field: 'firstName',
        errors: [
          {
            field: 'firstName',
            detail: 'Fornavn er obligatorisk.',
            errorCode: 'FIRST_NAME_REQUIRED',
          },
          {
            field: 'lastName',
            detail: 'Etternavn er obligatorisk.',
            errorCode: 'LAST_NAME_REQUIRED',
          },
          {
            field: 'email',
            detail: 'Epost er obligatorisk.',
            errorCode: 'EMAIL_REQUIRED',
          },
        ],
        requestId: '97871898-f5b8-45f1-8a6e-3a88e4a55050',
      },
    },
  },
  'post /api/v1/Webhooks': {
    '201': {
      'application/json': {
        id: 'a5a4ed2c-2f4c-4d15-95e7-9d77c6bdafaf',
        url: 'http://127.0.0.1:45253/hook',
        subtree: null,
        types: null,
        active: true,
        description: 'Karttjenesten',
        usageUrl: null,
        state: 'active',
        pausedReason: null,
        failures: 0,
        nextAttemptAt: null,
        cursor: 'djEuMQ',
        createdAt: '2026-11-27T20:52:30.768Z',
        updatedAt: '2026-11-27T20:52:30.768Z',
        lastDeliveryAt: null,
        secret: 'whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail:
          'Ukjent hendelsestype «name.renamed». Kjente typer: name.created, name.changed, name.status-changed, name.moved, taxa.merged, taxon.split, name.deleted, vernacular-names.changed, import.batch.',
        errorCode: 'INVALID_REQUEST',
        field: 'types',
        requestId: '82e244c1-aab5-48fd-b82a-752d0ab7f111',
      },
    },
  },
  'post /api/v1/Webhooks/{id}/Replay': {
    '200': {
      'application/json': {
        id: '284a2db5-2758-4b87-aeb1-6b6244d01c68',
        url: 'http://127.0.0.1:45253/hook',
        subtree: null,
        types: ['name.created'],
        active: true,
        description: '',
        usageUrl: null,
        state: 'active',
        pausedReason: null,
        failures: 0,
        nextAttemptAt: null,
        cursor: 'djEuMA',
        createdAt: '2026-11-27T20:52:30.930Z',
        updatedAt: '2026-11-27T20:52:32.860Z',
        lastDeliveryAt: '2026-11-27T20:52:32.801Z',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.',
        errorCode: 'CSRF_HEADER_MISSING',
        requestId: 'ba60fa37-6519-4b36-b50c-8891fed32be6',
      },
    },
  },
  'post /api/v1/Webhooks/{id}/RotateSecret': {
    '200': {
      'application/json': {
        secret: 'whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.',
        errorCode: 'CSRF_HEADER_MISSING',
        requestId: 'a5de62d5-0319-4be6-95c3-06ffb142443a',
      },
    },
  },
  'post /bff/login': {
    '200': {
      'application/json': {
        returnUrl: '/addtaxon?parentId=6',
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Feltet returnUrl inneholder et linjeskift eller en tabulator (U+0009), som ikke er tillatt. Skriv teksten på nytt uten det.',
        errorCode: 'TEXT_INVALID_CHARACTER',
        field: 'returnUrl',
        requestId: '9d55ac68-3689-4ef4-bec7-1025f9285500',
      },
    },
  },
  'put /api/v1/TaxonomicOperations/EditScientificName': {
    '200': {
      'application/json': {
        scientificNameId: 11,
        taxonId: 11,
        detail: null,
        errorCode: null,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Navnet må begynne med Ursus, som det overordnede taksonet. For å flytte navnet til en annen slekt eller art, bruk Flytt.',
        errorCode: 'GENUS_PART_MISMATCH',
        field: 'scientificName',
        requestId: '9784cb64-992f-4d9f-8f52-796d1fcee14a',
      },
    },
  },
  'put /api/v1/Users/UpdateUser/{id}': {
    '200': {
      'application/json': {
        id: 2,
        firstName: 'Kari',
        lastName: 'Hansen',
        email: 'kari@example.org',
        institution: 'NTNU',
        hasAccess: true,
        isAdmin: false,
        userPermissions: [
          {
            nameId: 6,
            nameString: 'Ursus',
          },
          {
            nameId: 105,
            nameString: 'Salix',
          },
        ],
        hasPassword: true,
        hasExternalLogin: false,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ugyldig forespørsel',
        status: 400,
        detail: 'Fornavn er obligatorisk.',
        errorCode: 'FIRST_NAME_REQUIRED',
        field: 'firstName',
        errors: [
          {
            field: 'firstName',
            detail: 'Fornavn er obligatorisk.',
            errorCode: 'FIRST_NAME_REQUIRED',
          },
          {
            field: 'email',
            detail: 'Epost må skrives i riktig format.',
            errorCode: 'EMAIL_INVALID',
          },
        ],
        requestId: '3f1a41cd-9b72-42bd-b969-cc73faef3853',
      },
    },
  },
  'put /api/v1/Webhooks/{id}': {
    '200': {
      'application/json': {
        id: '284a2db5-2758-4b87-aeb1-6b6244d01c68',
        url: 'http://127.0.0.1:45253/hook',
        subtree: null,
        types: ['name.created'],
        active: true,
        description: '',
        usageUrl: null,
        state: 'active',
        pausedReason: null,
        failures: 0,
        nextAttemptAt: null,
        cursor: 'djEuMg',
        createdAt: '2026-11-27T20:52:30.930Z',
        updatedAt: '2026-11-27T20:52:32.751Z',
        lastDeliveryAt: null,
      },
    },
    default: {
      'application/problem+json': {
        type: 'about:blank',
        title: 'Ikke innlogget',
        status: 401,
        detail: 'Forespørselen mangler sikkerhetshodet X-CSRF: 1.',
        errorCode: 'CSRF_HEADER_MISSING',
        requestId: '94dcceab-0a53-4a37-9495-129cf3760340',
      },
    },
  },
};
