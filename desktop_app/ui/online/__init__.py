"""The online screens: joining, the waiting room, broker settings, a remote seat's controller and the Qt side of the network link."""
