// An asynchronous boundary, so Module Federation can settle the shared singletons before any of them loads.
import('./bootstrap');
