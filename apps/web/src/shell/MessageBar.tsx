import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messageText, useMessages } from './messages';

/**
 * The message bar (error, warning or info): "code: detail", with the failed request's id under it (a user's report
 * or screenshot then leads to the server's log), dismissed with OK, cleared on every navigation.
 */
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
      {message.requestId && (
        <Typography variant="caption" component="div" data-testid="message-request-id" sx={{ opacity: 0.8 }}>
          Feil-ID: {message.requestId}
        </Typography>
      )}
    </Alert>
  );
}
