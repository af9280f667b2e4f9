// Module Federation host entry: only an async boundary, so shared singletons are negotiated
// before any of them is evaluated.
import('./bootstrap');
