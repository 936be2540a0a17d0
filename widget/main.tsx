// The widget's entry: everything else loads from here (DESIGN §2, widget/app).
import { boot } from './app/boot';

boot(document.getElementById('canopy-root'));
