import { hydratePage } from '../../../lib/hydratePage';
import Page from './+Page';

void hydratePage(Page);
