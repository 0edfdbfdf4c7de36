import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { messageText, useMessages } from './messages';

/** The message bar (error, warning or info): "code: detail", dismissed with OK, cleared on every navigation. */
export function MessageBar() {
  const { message, clear } = useMessages();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const lastPath = useRef(path);

  useEffect(() => {
    if (lastPath.current === path) return;
    lastPath.current = path;
    clear();
  }, [path, clear]);

  if (!message) return null;
  return (
    <Alert
      severity={message.kind}
      role={message.kind === 'info' ? 'status' : 'alert'}
      data-testid="message-bar"
      sx={{ my: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={clear}>
          OK
        </Button>
      }
    >
      {messageText(message)}
    </Alert>
  );
}
