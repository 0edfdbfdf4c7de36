import PeopleIcon from '@mui/icons-material/People';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

/** The users resource (spread into `<Resource name="users" {...users} />`). */
export default { list: UserList, edit: UserEdit, create: UserCreate, icon: PeopleIcon };
