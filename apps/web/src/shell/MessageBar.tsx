import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messageText, useMessages } from './messages';

/**
 * The message bar (error, warning or info): "code: detail", with the failed request's id under it (a user's report
 * or screenshot then leads to the server's log), dismissed with OK, cleared on every navigation (except for a message
 * kept for the next page: the confirmation of a saved change on the page the operation leads to).
 */
export function MessageBar() {
  const { message, clear, show, takeNextPageMessage } = useMessages();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const lastPath = useRef(path);

  useEffect(() => {
    if (lastPath.current === path) return;
    lastPath.current = path;
    const next = takeNextPageMessage();
    if (next) show(next);
    else clear();
  }, [path, clear, show, takeNextPageMessage]);

  // The live region stays in the page, so a message that appears in it is announced (info politely, errors at once).
  return (
    <Box aria-live={message?.kind === 'error' ? 'assertive' : 'polite'} className="message-bar-region">
      {message && <MessageAlert />}
    </Box>
  );
}

function MessageAlert() {
  const { message, clear } = useMessages();
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
