// The widget's entry inside the iframe (or opened directly): shake hands with the loader, then render.
import { mountWidget } from './app/mountWidget';
import { connectToHost } from './platform/bridge';

const bridge = await connectToHost();
mountWidget(document.getElementById('canopy-root'), bridge);
