import WebhookIcon from '@mui/icons-material/Webhook';
import { WebhookCreate } from './WebhookCreate';
import { WebhookEdit } from './WebhookEdit';
import { WebhookList } from './WebhookList';

/** The webhooks resource (spread into `<Resource name="webhooks" {...webhooks} />`): /webhooks, /webhooks/create, /webhooks/{id}. */
export default { list: WebhookList, edit: WebhookEdit, create: WebhookCreate, icon: WebhookIcon };
