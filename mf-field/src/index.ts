// Opened directly, a remote only explains where it lives; the shell mounts it through ./app.
import('./standalone');
