// The widget's entry inside the iframe (or opened directly): shake hands with the loader, then render.
import { mountWidget } from './app/mountWidget';
import { connectToHost } from './platform/bridge';

void connectToHost().then((bridge) => mountWidget(document.getElementById('canopy-root'), bridge));
