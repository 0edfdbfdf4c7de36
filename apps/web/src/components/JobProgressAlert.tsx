import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/**
 * A running export or import job: what is going on, a progress bar (moving until the job reports a share), and the
 * job's latest message with its share in percent.
 */
export function JobProgressAlert({
  text,
  progress,
  message,
  label,
  className,
}: {
  text: string;
  progress: number;
  message?: string;
  label: string;
  className: string;
}) {
  return (
    <Alert severity="info" role="status" className={className}>
      {text}
      <LinearProgress variant={progress > 0 ? 'determinate' : 'indeterminate'} value={progress} aria-label={label} sx={{ mt: 1 }} />
      {message && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {message}
          {progress > 0 ? ` – ${Math.round(progress)} %` : ''}
        </Typography>
      )}
    </Alert>
  );
}
